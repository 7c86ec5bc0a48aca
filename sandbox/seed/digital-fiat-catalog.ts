/**
 * Digital-fiat channels: the payment types per currency and direction, Nigerian banks, mobile
 * money operators and the fields of each pay-out form.
 */
export type Language = 'en' | 'fr' | 'zh-CN' | 'zh-Hant';
export type Texts = Record<Language, string>;
export type Channel = 'bank' | 'mobileMoney' | 'card';
export type Direction = 'in' | 'out';

export interface SeedPaymentType {
  PayTypeId: number;
  name: Texts;
  Channel: Channel;
  FiatCode: string;
  Direction: Direction;
  MinAmount: string;
  MaxAmount: string;
  FeeRate: string;
}

const bankTransfer: Texts = {
  en: 'Bank transfer',
  fr: 'Virement bancaire',
  'zh-CN': '银行转账',
  'zh-Hant': '銀行轉帳',
};
const debitCard: Texts = { en: 'Debit card', fr: 'Carte de débit', 'zh-CN': '借记卡', 'zh-Hant': '簽帳金融卡' };
const mobileMoney: Texts = { en: 'Mobile money', fr: 'Mobile money', 'zh-CN': '移动钱包', 'zh-Hant': '行動錢包' };
const sameEverywhere = (name: string): Texts => ({ en: name, fr: name, 'zh-CN': name, 'zh-Hant': name });

const type = (
  PayTypeId: number,
  name: Texts,
  Channel: Channel,
  FiatCode: string,
  Direction: Direction,
  MinAmount: string,
  MaxAmount: string,
  FeeRate: string,
): SeedPaymentType => ({ PayTypeId, name, Channel, FiatCode, Direction, MinAmount, MaxAmount, FeeRate });

export const paymentTypes: SeedPaymentType[] = [
  type(1, bankTransfer, 'bank', 'NGN', 'in', '1000', '5000000', '0.005'),
  type(2, debitCard, 'card', 'NGN', 'in', '1000', '500000', '0.015'),
  type(3, mobileMoney, 'mobileMoney', 'NGN', 'in', '500', '1000000', '0.01'),
  type(4, sameEverywhere('M-Pesa'), 'mobileMoney', 'KES', 'in', '100', '300000', '0.012'),
  type(5, sameEverywhere('MTN Mobile Money'), 'mobileMoney', 'GHS', 'in', '10', '20000', '0.01'),
  type(6, debitCard, 'card', 'GHS', 'in', '20', '10000', '0.018'),
  type(11, bankTransfer, 'bank', 'NGN', 'out', '2000', '10000000', '0.008'),
  type(12, mobileMoney, 'mobileMoney', 'NGN', 'out', '1000', '1000000', '0.01'),
  type(13, sameEverywhere('M-Pesa'), 'mobileMoney', 'KES', 'out', '100', '150000', '0.012'),
  type(14, sameEverywhere('MTN Mobile Money'), 'mobileMoney', 'GHS', 'out', '10', '10000', '0.01'),
];

/** Nigerian banks by CBN bank code (mobile banks by their NIP code). */
export const nigerianBanks: [string, string][] = [
  ['044', 'Access Bank'],
  ['023', 'Citibank Nigeria'],
  ['050', 'Ecobank Nigeria'],
  ['070', 'Fidelity Bank'],
  ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['030', 'Heritage Bank'],
  ['301', 'Jaiz Bank'],
  ['082', 'Keystone Bank'],
  ['50211', 'Kuda Microfinance Bank'],
  ['50515', 'Moniepoint Microfinance Bank'],
  ['999992', 'OPay'],
  ['999991', 'PalmPay'],
  ['076', 'Polaris Bank'],
  ['221', 'Stanbic IBTC Bank'],
  ['232', 'Sterling Bank'],
  ['032', 'Union Bank of Nigeria'],
  ['033', 'United Bank for Africa'],
  ['215', 'Unity Bank'],
  ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
];

export const bankName = (code: string): string | undefined => nigerianBanks.find(([c]) => c === code)?.[1];

export const mobileOperators: Record<string, [string, string][]> = {
  NGN: [
    ['MTN', 'MTN Nigeria'],
    ['AIRTEL', 'Airtel Nigeria'],
    ['GLO', 'Glo'],
    ['9MOBILE', '9mobile'],
  ],
  KES: [
    ['SAFARICOM', 'Safaricom (M-Pesa)'],
    ['AIRTEL', 'Airtel Money'],
  ],
  GHS: [
    ['MTN', 'MTN Mobile Money'],
    ['TELECEL', 'Telecel Cash'],
    ['AT', 'AirtelTigo Money'],
  ],
};

export interface FieldTemplate {
  Name: string;
  label: Texts;
  Type: 'text' | 'select' | 'number';
  Required: boolean;
  Pattern: string | null;
  /** A select field's options: the banks or one currency's mobile operators. */
  options?: [string, string][];
}

const accountName: FieldTemplate = {
  Name: 'AccountName',
  label: { en: 'Account name', fr: 'Titulaire du compte', 'zh-CN': '账户名', 'zh-Hant': '帳戶名稱' },
  Type: 'text',
  Required: true,
  Pattern: null,
};
const phoneNumber = (pattern: string): FieldTemplate => ({
  Name: 'PhoneNumber',
  label: { en: 'Phone number', fr: 'Numéro de téléphone', 'zh-CN': '手机号码', 'zh-Hant': '手機號碼' },
  Type: 'text',
  Required: true,
  Pattern: pattern,
});
const operator = (fiat: string): FieldTemplate => ({
  Name: 'MobileOperator',
  label: { en: 'Mobile operator', fr: 'Opérateur mobile', 'zh-CN': '移动运营商', 'zh-Hant': '行動電信商' },
  Type: 'select',
  Required: true,
  Pattern: null,
  options: mobileOperators[fiat],
});

/** The pay-out form of each pay-out payment type, in form order. */
export const payOutForms: Record<number, FieldTemplate[]> = {
  11: [
    {
      Name: 'BankCode',
      label: { en: 'Bank', fr: 'Banque', 'zh-CN': '银行', 'zh-Hant': '銀行' },
      Type: 'select',
      Required: true,
      Pattern: null,
      options: nigerianBanks,
    },
    {
      Name: 'AccountNumber',
      label: { en: 'Account number', fr: 'Numéro de compte', 'zh-CN': '账号', 'zh-Hant': '帳號' },
      Type: 'number',
      Required: true,
      Pattern: '^\\d{10}$',
    },
    accountName,
  ],
  12: [operator('NGN'), phoneNumber('^0[789][01]\\d{8}$'), accountName],
  13: [phoneNumber('^0[17]\\d{8}$'), accountName],
  14: [operator('GHS'), phoneNumber('^0[235]\\d{8}$'), accountName],
};
