/**
 * The third-party payment providers of the fiat pages: KlicklPay (cards and bank transfers),
 * PivotPay (Nigerian bank transfers and African mobile money) and FacilitaPay (the Brazilian
 * PIX provider), their pay-in and payout channels, and the form fields each channel asks for.
 */
import type { Language as SandboxLanguage } from './foundation-l10n.ts';

export type Language = SandboxLanguage;
export type Texts = Record<Language, string>;

export const tr = (en: string, fr: string, zhCN: string, zhHant: string): Texts => ({
  en,
  fr,
  'zh-CN': zhCN,
  'zh-Hant': zhHant,
});

export type Provider = 'klicklPay' | 'facilitaPay' | 'pivotPay';
export type PayType = 'card' | 'bankTransfer' | 'mobileMoney' | 'pix';
export type PaymentSide = 'buy' | 'sell';

export const providerNames: Record<Provider, string> = {
  klicklPay: 'KlicklPay',
  facilitaPay: 'FacilitaPay',
  pivotPay: 'PivotPay',
};

export const payTypeNames: Record<PayType, Texts> = {
  card: tr('Bank card', 'Carte bancaire', '银行卡', '銀行卡'),
  bankTransfer: tr('Bank transfer', 'Virement bancaire', '银行转账', '銀行轉帳'),
  mobileMoney: tr('Mobile money', 'Mobile money', '移动钱包', '行動錢包'),
  pix: tr('PIX', 'PIX', 'PIX', 'PIX'),
};

export interface FieldSpec {
  label: Texts;
  type: 'text' | 'number' | 'phone' | 'email' | 'select';
  pattern: string | null;
  maxLength: number;
}

export const fieldSpecs: Record<string, FieldSpec> = {
  CardHolderName: {
    label: tr('Cardholder name', 'Titulaire de la carte', '持卡人姓名', '持卡人姓名'),
    type: 'text',
    pattern: null,
    maxLength: 80,
  },
  Email: {
    label: tr('Email', 'E-mail', '邮箱', '電子郵件'),
    type: 'email',
    pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    maxLength: 100,
  },
  SenderName: {
    label: tr('Sender name', 'Nom de l’expéditeur', '付款人姓名', '付款人姓名'),
    type: 'text',
    pattern: null,
    maxLength: 80,
  },
  PhoneNumber: {
    label: tr('Phone number', 'Numéro de téléphone', '手机号码', '手機號碼'),
    type: 'phone',
    pattern: '^\\+?\\d{7,15}$',
    maxLength: 16,
  },
  Network: {
    label: tr('Mobile network', 'Opérateur mobile', '移动网络运营商', '行動網路業者'),
    type: 'select',
    pattern: null,
    maxLength: 40,
  },
  BankName: {
    label: tr('Bank name', 'Nom de la banque', '银行名称', '銀行名稱'),
    type: 'select',
    pattern: null,
    maxLength: 60,
  },
  AccountNumber: {
    label: tr('Account number', 'Numéro de compte', '账号', '帳號'),
    type: 'number',
    pattern: '^\\d{10}$',
    maxLength: 10,
  },
  AccountName: {
    label: tr('Account holder name', 'Titulaire du compte', '账户持有人姓名', '帳戶持有人姓名'),
    type: 'text',
    pattern: null,
    maxLength: 80,
  },
  Iban: {
    label: tr('IBAN', 'IBAN', 'IBAN', 'IBAN'),
    type: 'text',
    pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$',
    maxLength: 34,
  },
};

/** One field of a channel's form: its name, whether it is required, and the choices of a select. */
export type ChannelField = [name: string, required: boolean, options?: string[]];

export interface PaymentChannel {
  id: number;
  provider: Provider;
  payType: PayType;
  side: PaymentSide;
  fiat: string;
  coins: string[];
  /** Share of the fiat amount charged, plus a fixed fee in fiat. */
  feeRate: string;
  fixedFee: string;
  min: string;
  max: string;
  /** Fiat a customer may move through the channel in 24 hours, before and after identity verification. */
  dailyLimit: string;
  verifiedDailyLimit: string;
  arrivalMinutes: number;
  fields: ChannelField[];
}

const nigerianBanks = [
  'Access Bank',
  'First Bank of Nigeria',
  'GTBank',
  'Kuda Bank',
  'Moniepoint',
  'United Bank for Africa',
  'Zenith Bank',
];
const ghanaNetworks = ['MTN', 'Telecel', 'AirtelTigo'];
const kenyaNetworks = ['Safaricom M-Pesa', 'Airtel Money'];
const cardFields: ChannelField[] = [
  ['CardHolderName', true],
  ['Email', true],
];
const ngPayout: ChannelField[] = [
  ['BankName', true, nigerianBanks],
  ['AccountNumber', true],
  ['AccountName', true],
];
const all4 = ['USDT', 'BTC', 'ETH', 'USDC'];

/** Per order, then per 24 hours before and after identity verification: [min, max, daily, verified daily]. */
type Limits = [string, string, string, string];
type Row = [number, Provider, PayType, PaymentSide, string, string[], string, string, Limits, number, ChannelField[]];

const rows: Row[] = [
  [
    101,
    'klicklPay',
    'card',
    'buy',
    'NGN',
    ['USDT', 'BTC', 'ETH'],
    '0.025',
    '100',
    ['5000', '2000000', '500000', '5000000'],
    5,
    cardFields,
  ],
  [
    102,
    'klicklPay',
    'bankTransfer',
    'buy',
    'NGN',
    ['USDT', 'BTC', 'ETH'],
    '0.01',
    '50',
    ['10000', '10000000', '1000000', '20000000'],
    30,
    [['SenderName', true]],
  ],
  [
    103,
    'pivotPay',
    'bankTransfer',
    'buy',
    'NGN',
    ['USDT'],
    '0.008',
    '0',
    ['10000', '5000000', '1000000', '10000000'],
    15,
    [['SenderName', true]],
  ],
  [
    104,
    'pivotPay',
    'mobileMoney',
    'buy',
    'GHS',
    ['USDT'],
    '0.015',
    '1',
    ['50', '20000', '2000', '50000'],
    5,
    [
      ['PhoneNumber', true],
      ['Network', true, ghanaNetworks],
    ],
  ],
  [
    105,
    'pivotPay',
    'mobileMoney',
    'buy',
    'KES',
    ['USDT'],
    '0.015',
    '20',
    ['500', '300000', '30000', '600000'],
    5,
    [
      ['PhoneNumber', true],
      ['Network', true, kenyaNetworks],
    ],
  ],
  [106, 'klicklPay', 'card', 'buy', 'EUR', all4, '0.029', '0.50', ['15', '5000', '500', '10000'], 5, cardFields],
  [
    107,
    'klicklPay',
    'bankTransfer',
    'buy',
    'EUR',
    ['USDT', 'USDC'],
    '0.005',
    '1',
    ['20', '20000', '1000', '50000'],
    1440,
    [['SenderName', true]],
  ],
  [108, 'klicklPay', 'card', 'buy', 'USD', all4, '0.029', '0.50', ['15', '5000', '500', '10000'], 5, cardFields],
  [109, 'facilitaPay', 'pix', 'buy', 'BRL', ['USDT', 'BTC'], '0.005', '0', ['50', '50000', '2000', '100000'], 10, []],
  [
    201,
    'klicklPay',
    'bankTransfer',
    'sell',
    'NGN',
    ['USDT', 'BTC', 'ETH'],
    '0.01',
    '100',
    ['10000', '5000000', '1000000', '10000000'],
    60,
    ngPayout,
  ],
  [
    202,
    'pivotPay',
    'bankTransfer',
    'sell',
    'NGN',
    ['USDT'],
    '0.008',
    '0',
    ['10000', '3000000', '1000000', '6000000'],
    30,
    ngPayout,
  ],
  [
    203,
    'pivotPay',
    'mobileMoney',
    'sell',
    'GHS',
    ['USDT'],
    '0.015',
    '1',
    ['50', '10000', '2000', '30000'],
    10,
    [
      ['PhoneNumber', true],
      ['Network', true, ghanaNetworks],
      ['AccountName', true],
    ],
  ],
  [
    204,
    'pivotPay',
    'mobileMoney',
    'sell',
    'KES',
    ['USDT'],
    '0.015',
    '20',
    ['500', '150000', '30000', '300000'],
    10,
    [
      ['PhoneNumber', true],
      ['Network', true, kenyaNetworks],
      ['AccountName', true],
    ],
  ],
  [
    205,
    'klicklPay',
    'bankTransfer',
    'sell',
    'EUR',
    ['USDT', 'USDC'],
    '0.005',
    '1',
    ['20', '20000', '1000', '50000'],
    1440,
    [
      ['Iban', true],
      ['AccountName', true],
    ],
  ],
  [206, 'facilitaPay', 'pix', 'sell', 'BRL', ['USDT', 'BTC'], '0.005', '0', ['50', '50000', '2000', '100000'], 10, []],
];

export const paymentChannels: PaymentChannel[] = rows.map(
  ([
    id,
    provider,
    payType,
    side,
    fiat,
    coins,
    feeRate,
    fixedFee,
    [min, max, dailyLimit, verifiedDailyLimit],
    arrivalMinutes,
    fields,
  ]) => ({
    id,
    provider,
    payType,
    side,
    fiat,
    coins,
    feeRate,
    fixedFee,
    min,
    max,
    dailyLimit,
    verifiedDailyLimit,
    arrivalMinutes,
    fields,
  }),
);

/** How long a buyer has to pay, by pay type: the order expires unpaid after it. */
export const paymentWindowMinutes: Record<PayType, number> = { card: 30, bankTransfer: 30, mobileMoney: 15, pix: 15 };

export const paymentChannelById = (id: number): PaymentChannel | undefined => paymentChannels.find((c) => c.id === id);

/** FacilitaPay's PIX channels, the ones its own order calls go through. */
export const facilitaChannel: Record<PaymentSide, number> = { buy: 109, sell: 206 };

/** Labels of the lines a buyer is told to pay with. */
export const instructionLabels: Record<string, Texts> = {
  Beneficiary: tr('Beneficiary', 'Bénéficiaire', '收款方', '收款方'),
  BankName: fieldSpecs.BankName.label,
  AccountNumber: fieldSpecs.AccountNumber.label,
  AmountToPay: tr('Amount to pay', 'Montant à payer', '应付金额', '應付金額'),
  Reference: tr('Payment reference', 'Référence de paiement', '付款备注号', '付款備註號'),
  PhoneNumber: fieldSpecs.PhoneNumber.label,
  PixCode: tr('PIX copy-and-paste code', 'Code PIX copier-coller', 'PIX 复制粘贴码', 'PIX 複製貼上碼'),
};

export type DocumentLabel = 'cpf' | 'proofOfAddress' | 'selfie';

export const documentLabels: { label: DocumentLabel; name: Texts; description: Texts }[] = [
  {
    label: 'cpf',
    name: tr('CPF document', 'Document CPF', 'CPF 证件', 'CPF 證件'),
    description: tr(
      'A photo of your CPF card or of a document showing your CPF number.',
      'Une photo de votre carte CPF ou d’un document indiquant votre numéro CPF.',
      'CPF 卡或显示 CPF 号码的证件照片。',
      'CPF 卡或顯示 CPF 號碼的證件照片。',
    ),
  },
  {
    label: 'proofOfAddress',
    name: tr('Proof of address', 'Justificatif de domicile', '地址证明', '地址證明'),
    description: tr(
      'A utility bill or bank statement from the last 3 months.',
      'Une facture ou un relevé bancaire de moins de 3 mois.',
      '近 3 个月内的水电费账单或银行对账单。',
      '近 3 個月內的水電費帳單或銀行對帳單。',
    ),
  },
  {
    label: 'selfie',
    name: tr('Selfie with your document', 'Selfie avec votre pièce d’identité', '手持证件自拍', '手持證件自拍'),
    description: tr(
      'A clear photo of your face, holding your CPF document.',
      'Une photo nette de votre visage, tenant votre document CPF.',
      '手持 CPF 证件的清晰正面照。',
      '手持 CPF 證件的清晰正面照。',
    ),
  },
];

export const acceptedDocumentTypes = ['jpg', 'jpeg', 'png', 'pdf'];
/** The largest registration document FacilitaPay takes: 5 MiB. */
export const maxDocumentBytes = 5 * 1024 * 1024;

/** Banks FacilitaPay pays out to: COMPE code, name and ISPB. */
export const brazilianBanks: { Code: string; Name: string; Ispb: string }[] = [
  { Code: '001', Name: 'Banco do Brasil', Ispb: '00000000' },
  { Code: '033', Name: 'Banco Santander (Brasil)', Ispb: '90400888' },
  { Code: '041', Name: 'Banrisul', Ispb: '92702067' },
  { Code: '070', Name: 'BRB - Banco de Brasília', Ispb: '00000208' },
  { Code: '077', Name: 'Banco Inter', Ispb: '00416968' },
  { Code: '104', Name: 'Caixa Econômica Federal', Ispb: '00360305' },
  { Code: '208', Name: 'Banco BTG Pactual', Ispb: '30306294' },
  { Code: '212', Name: 'Banco Original', Ispb: '92894922' },
  { Code: '237', Name: 'Bradesco', Ispb: '60746948' },
  { Code: '260', Name: 'Nu Pagamentos (Nubank)', Ispb: '18236120' },
  { Code: '290', Name: 'PagSeguro Internet (PagBank)', Ispb: '08561701' },
  { Code: '323', Name: 'Mercado Pago', Ispb: '10573521' },
  { Code: '336', Name: 'Banco C6', Ispb: '31872495' },
  { Code: '341', Name: 'Itaú Unibanco', Ispb: '60701190' },
  { Code: '380', Name: 'PicPay', Ispb: '22896431' },
  { Code: '422', Name: 'Banco Safra', Ispb: '58160789' },
  { Code: '655', Name: 'Banco Votorantim', Ispb: '59588111' },
  { Code: '748', Name: 'Sicredi', Ispb: '01181521' },
  { Code: '756', Name: 'Sicoob', Ispb: '02038232' },
];

/** The FacilitaPay refusals' Msg (payment:0027), which the front end shows as it comes. */
export const notRegisteredMsg: Record<'trade' | 'sent', Texts> = {
  trade: tr(
    'Complete your FacilitaPay registration before trading in BRL.',
    'Terminez votre inscription FacilitaPay avant d’échanger en BRL.',
    '请先完成 FacilitaPay 注册，再进行 BRL 交易。',
    '請先完成 FacilitaPay 註冊，再進行 BRL 交易。',
  ),
  sent: tr(
    'Your FacilitaPay registration has been sent: its documents can no longer change.',
    'Votre inscription FacilitaPay a été envoyée : ses documents ne peuvent plus changer.',
    '您的 FacilitaPay 注册已提交，证件不能再更改。',
    '您的 FacilitaPay 註冊已送出，證件不能再更改。',
  ),
};

/** payment:0027 of a registration sent with documents missing or refused: the documents' names follow. */
export const documentsMissingMsg: Texts = tr(
  'Upload these documents before sending your FacilitaPay registration: ',
  'Envoyez ces documents avant votre inscription FacilitaPay : ',
  '提交 FacilitaPay 注册前，请先上传以下证件：',
  '送出 FacilitaPay 註冊前，請先上傳以下證件：',
);

/** Why FacilitaPay's check refuses a file when a test asks it to and gives no reason of its own. */
export const defaultRefusalReason: Texts = tr(
  'The document cannot be read: the picture is blurred or cut off. Upload a sharper one.',
  'Le document est illisible : l’image est floue ou coupée. Envoyez-en une plus nette.',
  '证件无法识别：图片模糊或不完整。请上传更清晰的图片。',
  '證件無法辨識：圖片模糊或不完整。請上傳更清晰的圖片。',
);
