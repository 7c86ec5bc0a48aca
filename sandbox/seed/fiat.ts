/** Fiat currencies prices can be shown in, with their USDT rate (NGN is the default). */
export interface SeedFiat {
  Id: number;
  Code: string;
  Symbol: string;
  /** Units of this currency for one USDT. */
  RateToUsdt: string;
}

export const seedFiats: SeedFiat[] = [
  { Id: 1, Code: 'NGN', Symbol: '₦', RateToUsdt: '1585.50' },
  { Id: 2, Code: 'USD', Symbol: '$', RateToUsdt: '1.00' },
  { Id: 3, Code: 'EUR', Symbol: '€', RateToUsdt: '0.92' },
  { Id: 4, Code: 'GBP', Symbol: '£', RateToUsdt: '0.79' },
  { Id: 5, Code: 'BRL', Symbol: 'R$', RateToUsdt: '5.41' },
  { Id: 6, Code: 'CNY', Symbol: '¥', RateToUsdt: '7.24' },
  { Id: 7, Code: 'KES', Symbol: 'KSh', RateToUsdt: '129.30' },
  { Id: 8, Code: 'GHS', Symbol: '₵', RateToUsdt: '15.45' },
];

export const defaultFiatCode = 'NGN';
