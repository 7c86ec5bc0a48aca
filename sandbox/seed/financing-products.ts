/** The earn products of the sandbox, their names and rules in the four languages. */
import Decimal from 'decimal.js';
import type { Language } from './foundation-l10n.ts';

export type FinancingLanguage = Language;
export type FinancingTexts = Record<FinancingLanguage, string>;
export type FinancingProductType = 'flexible' | 'fixed';

export interface FinancingTier {
  MinAmount: string;
  Apy: string;
}

export interface FinancingProductSeed {
  ProductId: number;
  CoinCode: string;
  Type: FinancingProductType;
  /** Annual yield as a fraction; with tiers, the highest tier's. */
  Apy: string;
  /** The yield by amount, lowest tier first; empty when Apy holds for every amount. */
  Tiers: FinancingTier[];
  TermDays: number;
  /** A fixed product whose holdings may be withdrawn before the term ends, giving up their interest. */
  EarlyRedemption: boolean;
  MinAmount: string;
  MaxAmount: string;
  Quota: string;
  /** What all customers held in the product when the sandbox started. */
  QuotaUsed: string;
}

/** Coin, type, yield, term in days, early redemption, minimum, per-customer maximum, quota, quota used. */
const rows: [string, FinancingProductType, string, number, boolean, string, string, string, string][] = [
  ['USDT', 'flexible', '0.0350', 0, false, '10', '50000', '5000000', '1234567.89'],
  ['USDT', 'fixed', '0.0600', 30, true, '100', '100000', '2000000', '1650000'],
  // Nearly full, so the quota refusal can be seen.
  ['USDT', 'fixed', '0.0850', 90, true, '500', '200000', '1000000', '998000'],
  ['BTC', 'flexible', '0.0120', 0, false, '0.001', '5', '200', '87.4521'],
  // Locked for its whole term, so the refusal of an early withdrawal can be seen.
  ['BTC', 'fixed', '0.0300', 60, false, '0.01', '10', '100', '42.5'],
  ['ETH', 'flexible', '0.0200', 0, false, '0.01', '100', '3000', '1234.56'],
  ['ETH', 'fixed', '0.0450', 30, true, '0.1', '200', '2000', '876.3'],
  ['USDC', 'flexible', '0.1000', 0, false, '10', '50000', '3000000', '456789'],
];

/** Tiered products: the first 500 USDC of a holding earn 10%, the rest 4%. */
const tiers: Record<number, FinancingTier[]> = {
  8: [
    { MinAmount: '0', Apy: '0.1000' },
    { MinAmount: '500', Apy: '0.0400' },
  ],
};

export const financingProductSeeds: FinancingProductSeed[] = rows.map(
  ([CoinCode, Type, Apy, TermDays, EarlyRedemption, MinAmount, MaxAmount, Quota, QuotaUsed], i) => ({
    ProductId: i + 1,
    CoinCode,
    Type,
    Apy,
    Tiers: tiers[i + 1] ?? [],
    TermDays,
    EarlyRedemption,
    MinAmount,
    MaxAmount,
    Quota,
    QuotaUsed,
  }),
);

const flexibleNames: FinancingTexts = {
  en: '{coin} Flexible Savings',
  fr: 'Épargne flexible {coin}',
  'zh-CN': '{coin} 活期理财',
  'zh-Hant': '{coin} 活期理財',
};
const fixedNames: FinancingTexts = {
  en: '{coin} {term}-Day Fixed Savings',
  fr: 'Épargne à terme {coin} {term} jours',
  'zh-CN': '{coin} {term} 天定期理财',
  'zh-Hant': '{coin} {term} 天定期理財',
};

/** Each rule is one list item; {apy}, {tiers}, {min}, {max}, {coin} and {term} are filled in. */
const rules: Record<
  | 'flexibleTitle'
  | 'fixedTitle'
  | 'flatYield'
  | 'tieredYield'
  | 'termYield'
  | 'limits'
  | 'anyTime'
  | 'early'
  | 'locked',
  FinancingTexts
> = {
  flexibleTitle: { en: 'Flexible savings', fr: 'Épargne flexible', 'zh-CN': '活期理财', 'zh-Hant': '活期理財' },
  fixedTitle: { en: 'Fixed savings', fr: 'Épargne à terme', 'zh-CN': '定期理财', 'zh-Hant': '定期理財' },
  flatYield: {
    en: 'Annual yield: {apy}%, accrued on every whole day held.',
    fr: 'Rendement annuel : {apy} %, calculé sur chaque jour entier de détention.',
    'zh-CN': '年化收益率：{apy}%，按每个完整持有日计息。',
    'zh-Hant': '年化收益率：{apy}%，按每個完整持有日計息。',
  },
  tieredYield: {
    en: 'Annual yield by tier: {tiers}; accrued on every whole day held.',
    fr: 'Rendement annuel par palier : {tiers} ; calculé sur chaque jour entier de détention.',
    'zh-CN': '分档年化收益率：{tiers}；按每个完整持有日计息。',
    'zh-Hant': '分檔年化收益率：{tiers}；按每個完整持有日計息。',
  },
  termYield: {
    en: 'Annual yield: {apy}% over a term of {term} days.',
    fr: 'Rendement annuel : {apy} % sur une durée de {term} jours.',
    'zh-CN': '年化收益率：{apy}%，期限 {term} 天。',
    'zh-Hant': '年化收益率：{apy}%，期限 {term} 天。',
  },
  limits: {
    en: 'Deposit from {min} up to {max} {coin} in total.',
    fr: "Dépôt de {min} jusqu'à {max} {coin} au total.",
    'zh-CN': '累计申购 {min} 至 {max} {coin}。',
    'zh-Hant': '累計申購 {min} 至 {max} {coin}。',
  },
  anyTime: {
    en: 'Withdraw at any time: the principal and its interest return to your spot account at once.',
    fr: 'Retrait à tout moment : le capital et ses intérêts reviennent immédiatement sur votre compte spot.',
    'zh-CN': '可随时赎回，本金及利息即时返还至您的现货账户。',
    'zh-Hant': '可隨時贖回，本金及利息即時返還至您的現貨帳戶。',
  },
  early: {
    en: 'At the end of the term, withdraw the principal with {term} days of interest. Withdrawn earlier, the principal returns to your spot account at once and the interest it has earned is given up.',
    fr: "À la fin de la durée, retirez le capital avec {term} jours d'intérêts. Retiré plus tôt, le capital revient immédiatement sur votre compte spot et les intérêts acquis sont perdus.",
    'zh-CN': '到期后可赎回本金及 {term} 天利息。提前赎回时，本金即时返还至您的现货账户，已产生的利息将被放弃。',
    'zh-Hant': '到期後可贖回本金及 {term} 天利息。提前贖回時，本金即時返還至您的現貨帳戶，已產生的利息將被放棄。',
  },
  locked: {
    en: 'The principal is locked until the term ends; then withdraw it with {term} days of interest to your spot account.',
    fr: "Le capital est bloqué jusqu'à la fin de la durée ; retirez-le ensuite avec {term} jours d'intérêts vers votre compte spot.",
    'zh-CN': '本金在到期前锁定；到期后可将本金及 {term} 天利息赎回至您的现货账户。',
    'zh-Hant': '本金在到期前鎖定；到期後可將本金及 {term} 天利息贖回至您的現貨帳戶。',
  },
};

/** One tier in words: "10.00% from 0 USDC". */
const tierText: FinancingTexts = {
  en: '{apy}% from {min} {coin}',
  fr: '{apy} % dès {min} {coin}',
  'zh-CN': '{min} {coin} 起 {apy}%',
  'zh-Hant': '{min} {coin} 起 {apy}%',
};
const tierJoin: FinancingTexts = { en: ', ', fr: ', ', 'zh-CN': '，', 'zh-Hant': '，' };

const fill = (template: string, figures: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');
const percent = (fraction: string) => new Decimal(fraction).times(100).toFixed(2);

export function financingProductName(product: FinancingProductSeed, language: FinancingLanguage): string {
  const names = product.Type === 'fixed' ? fixedNames : flexibleNames;
  return fill(names[language], { coin: product.CoinCode, term: String(product.TermDays) });
}

export function financingRulesHtml(product: FinancingProductSeed, language: FinancingLanguage): string {
  const tiers = product.Tiers.map((t) =>
    fill(tierText[language], { apy: percent(t.Apy), min: t.MinAmount, coin: product.CoinCode }),
  ).join(tierJoin[language]);
  const figures = {
    coin: product.CoinCode,
    term: String(product.TermDays),
    apy: percent(product.Apy),
    min: product.MinAmount,
    max: product.MaxAmount,
    tiers,
  };
  const fixed = product.Type === 'fixed';
  const items = fixed
    ? [rules.termYield, rules.limits, product.EarlyRedemption ? rules.early : rules.locked]
    : [product.Tiers.length > 0 ? rules.tieredYield : rules.flatYield, rules.limits, rules.anyTime];
  const title = (fixed ? rules.fixedTitle : rules.flexibleTitle)[language];
  return `<h3>${title}</h3><ul>${items.map((item) => `<li>${fill(item[language], figures)}</li>`).join('')}</ul>`;
}

/** The demo customer's holdings: ProductId, principal, days since the deposit. */
export const demoFinancingHoldings: [number, string, number][] = [
  // Matured ten days ago, so it can be withdrawn.
  [7, '1.5', 40],
  [1, '1000', 20],
];

/** The demo customer opened the earn account this many days ago. */
export const demoEarnAccountAgeDays = 45;
