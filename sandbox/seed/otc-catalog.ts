/**
 * What the OTC desk trades: its coins and fiat currencies, the channels a seller can be paid
 * through (with the form fields each asks for) and the merchants who post adverts.
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

/** OTC coins and how many decimals an OTC quantity of each keeps (fewer than on the spot market). */
export const otcCoins: { code: string; precision: number }[] = [
  { code: 'USDT', precision: 2 },
  { code: 'BTC', precision: 6 },
  { code: 'ETH', precision: 5 },
  { code: 'USDC', precision: 2 },
];

export const otcFiats: { code: string; name: Texts }[] = [
  { code: 'NGN', name: tr('Nigerian Naira', 'Naira nigérian', '尼日利亚奈拉', '奈及利亞奈拉') },
  { code: 'USD', name: tr('US Dollar', 'Dollar américain', '美元', '美元') },
  { code: 'EUR', name: tr('Euro', 'Euro', '欧元', '歐元') },
  { code: 'GBP', name: tr('British Pound', 'Livre sterling', '英镑', '英鎊') },
  { code: 'BRL', name: tr('Brazilian Real', 'Réal brésilien', '巴西雷亚尔', '巴西雷亞爾') },
  { code: 'KES', name: tr('Kenyan Shilling', 'Shilling kényan', '肯尼亚先令', '肯亞先令') },
  { code: 'GHS', name: tr('Ghanaian Cedi', 'Cedi ghanéen', '加纳塞地', '迦納塞地') },
];

export type ChannelType = 'bank' | 'mobileMoney' | 'pix' | 'wallet';
export type FieldType = 'text' | 'number' | 'phone' | 'email' | 'select';

export interface FieldSpec {
  label: Texts;
  type: FieldType;
  pattern: string | null;
  maxLength: number;
  options?: string[];
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

/** Every field a receipt method may ask for, by name. */
export const fieldSpecs: Record<string, FieldSpec> = {
  BankName: {
    label: tr('Bank name', 'Nom de la banque', '银行名称', '銀行名稱'),
    type: 'select',
    pattern: null,
    maxLength: 60,
    options: nigerianBanks,
  },
  AccountNumber: {
    label: tr('Account number', 'Numéro de compte', '账号', '帳號'),
    type: 'number',
    pattern: '^\\d{6,18}$',
    maxLength: 18,
  },
  AccountName: {
    label: tr('Account holder name', 'Titulaire du compte', '账户持有人姓名', '帳戶持有人姓名'),
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
  PixKey: { label: tr('PIX key', 'Clé PIX', 'PIX 密钥', 'PIX 金鑰'), type: 'text', pattern: null, maxLength: 77 },
  Iban: {
    label: tr('IBAN', 'IBAN', 'IBAN', 'IBAN'),
    type: 'text',
    pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$',
    maxLength: 34,
  },
  Bic: {
    label: tr('BIC / SWIFT', 'BIC / SWIFT', 'BIC / SWIFT 代码', 'BIC / SWIFT 代碼'),
    type: 'text',
    pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$',
    maxLength: 11,
  },
  Email: {
    label: tr('Email', 'E-mail', '邮箱', '電子郵件'),
    type: 'email',
    pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    maxLength: 100,
  },
  SortCode: {
    label: tr('Sort code', 'Sort code', '银行分类代码', '銀行分類代碼'),
    type: 'text',
    pattern: '^\\d{2}-?\\d{2}-?\\d{2}$',
    maxLength: 8,
  },
};

export interface ReceiptChannel {
  id: number;
  name: Texts;
  type: ChannelType;
  fiats: string[];
  /** Field names with whether each is required. */
  fields: [string, boolean][];
}

const brand = (name: string): Texts => tr(name, name, name, name);

export const receiptChannels: ReceiptChannel[] = [
  {
    id: 1,
    name: tr('Bank transfer', 'Virement bancaire', '银行转账', '銀行轉帳'),
    type: 'bank',
    fiats: ['NGN'],
    fields: [
      ['BankName', true],
      ['AccountNumber', true],
      ['AccountName', true],
    ],
  },
  {
    id: 2,
    name: brand('Opay'),
    type: 'mobileMoney',
    fiats: ['NGN'],
    fields: [
      ['PhoneNumber', true],
      ['AccountName', true],
    ],
  },
  {
    id: 3,
    name: brand('PalmPay'),
    type: 'mobileMoney',
    fiats: ['NGN'],
    fields: [
      ['PhoneNumber', true],
      ['AccountName', true],
    ],
  },
  {
    id: 4,
    name: brand('M-Pesa'),
    type: 'mobileMoney',
    fiats: ['KES'],
    fields: [
      ['PhoneNumber', true],
      ['AccountName', true],
    ],
  },
  {
    id: 5,
    name: brand('MTN MoMo'),
    type: 'mobileMoney',
    fiats: ['GHS'],
    fields: [
      ['PhoneNumber', true],
      ['AccountName', true],
    ],
  },
  {
    id: 6,
    name: brand('PIX'),
    type: 'pix',
    fiats: ['BRL'],
    fields: [
      ['PixKey', true],
      ['AccountName', true],
    ],
  },
  {
    id: 7,
    name: tr('SEPA transfer', 'Virement SEPA', 'SEPA 转账', 'SEPA 轉帳'),
    type: 'bank',
    fiats: ['EUR'],
    fields: [
      ['Iban', true],
      ['Bic', false],
      ['AccountName', true],
    ],
  },
  {
    id: 8,
    name: brand('Wise'),
    type: 'wallet',
    fiats: ['USD', 'GBP', 'EUR'],
    fields: [
      ['Email', true],
      ['AccountName', true],
    ],
  },
  {
    id: 9,
    name: tr('UK Faster Payments', 'Faster Payments (Royaume-Uni)', '英国快速支付', '英國快速支付'),
    type: 'bank',
    fiats: ['GBP'],
    fields: [
      ['SortCode', true],
      ['AccountNumber', true],
      ['AccountName', true],
    ],
  },
];

export const receiptChannelById = (id: number): ReceiptChannel | undefined => receiptChannels.find((c) => c.id === id);

/** How many methods of one channel a customer may keep. */
export const maxMethodsPerChannel = 3;

export interface SeedMerchant {
  id: number;
  name: string;
  /** Orders completed in 30 days, over orders taken, in percent. */
  completionRate: string;
  orderCount: number;
  fiats: string[];
}

export const seedMerchants: SeedMerchant[] = [
  { id: 501, name: 'SwiftNaira', completionRate: '99.2', orderCount: 4821, fiats: ['NGN'] },
  { id: 502, name: 'CryptoHub NG', completionRate: '98.7', orderCount: 3310, fiats: ['NGN'] },
  { id: 503, name: 'Lagos OTC Desk', completionRate: '97.9', orderCount: 2584, fiats: ['NGN', 'USD'] },
  { id: 504, name: 'AbujaCoin', completionRate: '96.4', orderCount: 1207, fiats: ['NGN'] },
  { id: 505, name: 'NairaXpress', completionRate: '99.6', orderCount: 6120, fiats: ['NGN', 'GHS'] },
  { id: 506, name: 'PrimeP2P', completionRate: '95.1', orderCount: 842, fiats: ['NGN', 'KES'] },
  { id: 507, name: 'EuroBridge', completionRate: '98.9', orderCount: 1930, fiats: ['EUR', 'USD'] },
  { id: 508, name: 'LondonCoins', completionRate: '97.3', orderCount: 1102, fiats: ['GBP', 'EUR'] },
  { id: 509, name: 'RioCripto', completionRate: '98.1', orderCount: 2216, fiats: ['BRL'] },
  { id: 510, name: 'NairobiSwap', completionRate: '96.8', orderCount: 734, fiats: ['KES'] },
  { id: 511, name: 'AccraCoin', completionRate: '97.6', orderCount: 655, fiats: ['GHS'] },
  { id: 512, name: 'TrustTrade', completionRate: '99.0', orderCount: 3987, fiats: ['NGN', 'USD', 'GBP', 'BRL'] },
];

const dialCodes: Record<string, string> = { NGN: '+234', KES: '+254', GHS: '+233' };

/** The details a merchant gives buyers for one channel, by field name. */
export function merchantPaymentValues(merchant: SeedMerchant, channel: ReceiptChannel): Record<string, string> {
  const n = String(merchant.id);
  const values: Record<string, string> = {
    BankName: nigerianBanks[merchant.id % nigerianBanks.length],
    AccountNumber: channel.id === 9 ? `41${n}920` : `01${n}48${n.slice(-2)}`,
    AccountName: `${merchant.name} Ltd`,
    PhoneNumber: `${dialCodes[channel.fiats[0]] ?? '+234'}7${n}0${n.slice(-3)}`,
    PixKey: `pix@${merchant.name.toLowerCase().replace(/\s+/g, '')}.com.br`,
    Iban: `DE89370400440532${n}00`,
    Bic: 'COBADEFFXXX',
    Email: `pay@${merchant.name.toLowerCase().replace(/\s+/g, '')}.com`,
    SortCode: '20-45-77',
  };
  return Object.fromEntries(channel.fields.map(([name]) => [name, values[name]]));
}
