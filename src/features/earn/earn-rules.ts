/** The arithmetic of earn products the pages show before the server is asked: room left, limits, tiers, interest estimates. */
import { Decimal, toDecimal } from '../../lib/decimal.ts';

interface Tier {
  MinAmount: string;
  Apy: string;
}

interface ProductTerms {
  Apy: string;
  Tiers: readonly Tier[];
  Type: 'flexible' | 'fixed';
  TermDays: number;
  MinAmount: string;
  MaxAmount: string;
  Quota: string;
  QuotaUsed: string;
  HeldAmount?: string | null;
}

const dayMs = 86_400_000;
const zero = new Decimal(0);
const decimal = (value: string | null | undefined) => toDecimal(value) ?? zero;

/** What the product can still take from every customer. */
export const quotaLeft = (product: Pick<ProductTerms, 'Quota' | 'QuotaUsed'>): Decimal =>
  Decimal.max(zero, decimal(product.Quota).minus(decimal(product.QuotaUsed)));

/** The share of the quota taken, 0 to 100. */
export const quotaTakenPercent = (product: Pick<ProductTerms, 'Quota' | 'QuotaUsed'>): Decimal => {
  const quota = decimal(product.Quota);
  return quota.isZero() ? new Decimal(100) : Decimal.min(100, decimal(product.QuotaUsed).div(quota).times(100));
};

/** What this customer may still put in: the per-customer maximum less what they hold (all of it when signed out). */
export const customerRoom = (product: Pick<ProductTerms, 'MaxAmount' | 'HeldAmount'>): Decimal =>
  Decimal.max(zero, decimal(product.MaxAmount).minus(decimal(product.HeldAmount)));

/** The most a subscription may be: the available balance, within the customer's room and the quota left. */
export function subscribeMax(product: ProductTerms, available: string | null, precision: number): Decimal {
  const limits = [customerRoom(product), quotaLeft(product), ...(available !== null ? [decimal(available)] : [])];
  return Decimal.min(...limits).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
}

export type SubscribeProblem =
  | { kind: 'belowMin'; limit: Decimal }
  | { kind: 'aboveRoom'; limit: Decimal }
  | { kind: 'aboveQuota'; limit: Decimal }
  | { kind: 'aboveAvailable'; limit: Decimal };

/** Why an amount cannot be subscribed, or null (also for an empty field). */
export function subscribeProblem(
  amount: string,
  product: ProductTerms,
  available: string | null,
): SubscribeProblem | null {
  const value = toDecimal(amount);
  if (!value || value.lte(0)) return null;
  if (value.lt(product.MinAmount)) return { kind: 'belowMin', limit: decimal(product.MinAmount) };
  if (value.gt(customerRoom(product))) return { kind: 'aboveRoom', limit: customerRoom(product) };
  if (value.gt(quotaLeft(product))) return { kind: 'aboveQuota', limit: quotaLeft(product) };
  if (available !== null && value.gt(available)) return { kind: 'aboveAvailable', limit: decimal(available) };
  return null;
}

/** The tiers as bands: from, up to (null: no end) and yield; one band when the product has a single yield. */
export function yieldBands(
  product: Pick<ProductTerms, 'Apy' | 'Tiers'>,
): { from: string; upTo: string | null; apy: string }[] {
  if (product.Tiers.length === 0) return [{ from: '0', upTo: null, apy: product.Apy }];
  return product.Tiers.map((tier, i) => ({
    from: tier.MinAmount,
    upTo: product.Tiers[i + 1]?.MinAmount ?? null,
    apy: tier.Apy,
  }));
}

/** A year's interest on an amount: each tier's yield on the part of it within that tier. */
export function yearlyInterest(amount: string, product: Pick<ProductTerms, 'Apy' | 'Tiers'>): Decimal {
  const value = decimal(amount);
  return yieldBands(product).reduce((sum, band) => {
    const top = band.upTo === null ? value : Decimal.min(value, band.upTo);
    return sum.plus(Decimal.max(zero, top.minus(band.from)).times(band.apy));
  }, zero);
}

/** The interest an amount is expected to earn: over the fixed term, or in one day of a flexible product. */
export function estimatedInterest(amount: string, product: ProductTerms, precision: number): Decimal {
  const days = product.Type === 'fixed' ? product.TermDays : 1;
  return yearlyInterest(amount, product).times(days).div(365).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
}

/** When a fixed term that starts now ends (server clock, epoch ms); null for a flexible product. */
export const maturityFrom = (now: number, product: Pick<ProductTerms, 'Type' | 'TermDays'>): number | null =>
  product.Type === 'fixed' ? now + product.TermDays * dayMs : null;

interface HeldTerms {
  Principal: string;
  Interest: string;
  Apy: string;
  Type: 'flexible' | 'fixed';
  TermDays: number;
}

/** The interest earned so far by part of a holding: its share of the holding's interest. */
export function interestShare(holding: HeldTerms, amount: string, precision: number): Decimal {
  const principal = decimal(holding.Principal);
  if (principal.isZero()) return zero;
  return decimal(holding.Interest).times(decimal(amount)).div(principal).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
}

/** The interest a fixed holding has still to earn by the end of its term (none for a flexible one). */
export function interestToCome(holding: HeldTerms, amount: string, precision: number): Decimal {
  if (holding.Type !== 'fixed') return zero;
  const whole = decimal(amount).times(holding.Apy).times(holding.TermDays).div(365);
  return Decimal.max(zero, whole.minus(interestShare(holding, amount, 40))).toDecimalPlaces(
    precision,
    Decimal.ROUND_DOWN,
  );
}
