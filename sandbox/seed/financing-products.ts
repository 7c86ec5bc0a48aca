/** The earn products of the sandbox, their names and rules in the four languages. */
import type { HandlerContext } from '../core/handler.ts';

export type FinancingLanguage = HandlerContext<unknown>['language'];
export type FinancingTexts = Record<FinancingLanguage, string>;
export type FinancingProductType = 'flexible' | 'fixed';

export interface FinancingProductSeed {
  ProductId: number;
  CoinCode: string;
  Type: FinancingProductType;
  /** Annual yield as a fraction. */
  Apy: string;
  TermDays: number;
  MinAmount: string;
  MaxAmount: string;
  Quota: string;
  /** What all customers held in the product when the sandbox started. */
  QuotaUsed: string;
}

const rows: [string, FinancingProductType, string, number, string, string, string, string][] = [
  ['USDT', 'flexible', '0.0350', 0, '10', '50000', '5000000', '1234567.89'],
  ['USDT', 'fixed', '0.0600', 30, '100', '100000', '2000000', '1650000'],
  // Nearly full, so the quota refusal can be seen.
  ['USDT', 'fixed', '0.0850', 90, '500', '200000', '1000000', '998000'],
  ['BTC', 'flexible', '0.0120', 0, '0.001', '5', '200', '87.4521'],
  ['BTC', 'fixed', '0.0300', 60, '0.01', '10', '100', '42.5'],
  ['ETH', 'flexible', '0.0200', 0, '0.01', '100', '3000', '1234.56'],
  ['ETH', 'fixed', '0.0450', 30, '0.1', '200', '2000', '876.3'],
  ['USDC', 'flexible', '0.0400', 0, '10', '50000', '3000000', '456789'],
];

export const financingProductSeeds: FinancingProductSeed[] = rows.map(([CoinCode, Type, Apy, TermDays, MinAmount, MaxAmount, Quota, QuotaUsed], i) => ({
  ProductId: i + 1,
  CoinCode,
  Type,
  Apy,
  TermDays,
  MinAmount,
  MaxAmount,
  Quota,
  QuotaUsed,
}));

const flexibleNames: FinancingTexts = { en: '{coin} Flexible Savings', fr: 'Épargne flexible {coin}', 'zh-CN': '{coin} 活期理财', 'zh-Hant': '{coin} 活期理財' };
const fixedNames: FinancingTexts = { en: '{coin} {term}-Day Fixed Savings', fr: 'Épargne à terme {coin} {term} jours', 'zh-CN': '{coin} {term} 天定期理财', 'zh-Hant': '{coin} {term} 天定期理財' };

const flexibleRules: FinancingTexts = {
  en: '<h3>Flexible savings</h3><ul><li>Annual yield: {apy}%, accrued on every whole day held.</li><li>Deposit from {min} up to {max} {coin} in total.</li><li>Withdraw at any time: the principal and its interest return to your spot account at once.</li></ul>',
  fr: "<h3>Épargne flexible</h3><ul><li>Rendement annuel : {apy} %, calculé sur chaque jour entier de détention.</li><li>Dépôt de {min} jusqu'à {max} {coin} au total.</li><li>Retrait à tout moment : le capital et ses intérêts reviennent immédiatement sur votre compte spot.</li></ul>",
  'zh-CN': '<h3>活期理财</h3><ul><li>年化收益率：{apy}%，按每个完整持有日计息。</li><li>累计申购 {min} 至 {max} {coin}。</li><li>可随时赎回，本金及利息即时返还至您的现货账户。</li></ul>',
  'zh-Hant': '<h3>活期理財</h3><ul><li>年化收益率：{apy}%，按每個完整持有日計息。</li><li>累計申購 {min} 至 {max} {coin}。</li><li>可隨時贖回，本金及利息即時返還至您的現貨帳戶。</li></ul>',
};

const fixedRules: FinancingTexts = {
  en: '<h3>Fixed savings</h3><ul><li>Annual yield: {apy}% over a term of {term} days.</li><li>Deposit from {min} up to {max} {coin} in total.</li><li>The principal is locked until the term ends; then withdraw it with {term} days of interest to your spot account.</li></ul>',
  fr: "<h3>Épargne à terme</h3><ul><li>Rendement annuel : {apy} % sur une durée de {term} jours.</li><li>Dépôt de {min} jusqu'à {max} {coin} au total.</li><li>Le capital est bloqué jusqu'à la fin de la durée ; retirez-le ensuite avec {term} jours d'intérêts vers votre compte spot.</li></ul>",
  'zh-CN': '<h3>定期理财</h3><ul><li>年化收益率：{apy}%，期限 {term} 天。</li><li>累计申购 {min} 至 {max} {coin}。</li><li>本金在到期前锁定；到期后可将本金及 {term} 天利息赎回至您的现货账户。</li></ul>',
  'zh-Hant': '<h3>定期理財</h3><ul><li>年化收益率：{apy}%，期限 {term} 天。</li><li>累計申購 {min} 至 {max} {coin}。</li><li>本金在到期前鎖定；到期後可將本金及 {term} 天利息贖回至您的現貨帳戶。</li></ul>',
};

const fill = (template: string, figures: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');

export function financingProductName(product: FinancingProductSeed, language: FinancingLanguage): string {
  const names = product.Type === 'fixed' ? fixedNames : flexibleNames;
  return fill(names[language], { coin: product.CoinCode, term: String(product.TermDays) });
}

export function financingRulesHtml(product: FinancingProductSeed, language: FinancingLanguage, apyPercent: string): string {
  const rules = product.Type === 'fixed' ? fixedRules : flexibleRules;
  return fill(rules[language], { coin: product.CoinCode, term: String(product.TermDays), apy: apyPercent, min: product.MinAmount, max: product.MaxAmount });
}

/** The demo customer's holdings: ProductId, principal, days since the deposit. */
export const demoFinancingHoldings: [number, string, number][] = [
  // Matured ten days ago, so it can be withdrawn.
  [7, '1.5', 40],
  [1, '1000', 20],
];

/** The demo customer opened the earn account this many days ago. */
export const demoEarnAccountAgeDays = 45;
