/** The rules of a conversion that need no server: which amounts may be quoted, and when a new quote moved much. */
import { Decimal, toDecimal } from '../../lib/decimal.ts';

export interface ConversionRequest {
  from: string;
  to: string;
  /** A plain decimal string, as AmountInput gives it. */
  amount: string;
}

export type AmountProblem =
  { kind: 'belowMin'; limit: string } | { kind: 'aboveMax'; limit: string } | { kind: 'aboveAvailable'; limit: string };

interface Limits {
  MinAmount: string;
  MaxAmount: string;
}

/**
 * What is wrong with an amount: outside the coin's limits (not quoted), or above the available
 * balance (quoted, so the customer can still see the rate, but not converted). Null when fine or empty.
 */
export function amountProblem(amount: string, limits: Limits, available: string | null): AmountProblem | null {
  const value = toDecimal(amount);
  if (!value || value.lte(0)) return null;
  if (value.lt(limits.MinAmount)) return { kind: 'belowMin', limit: limits.MinAmount };
  if (value.gt(limits.MaxAmount)) return { kind: 'aboveMax', limit: limits.MaxAmount };
  if (available !== null && value.gt(available)) return { kind: 'aboveAvailable', limit: available };
  return null;
}

/** A request the server may quote: both coins, a positive amount within the limits. */
export function quotable(request: ConversionRequest, limits: Limits | undefined): boolean {
  const value = toDecimal(request.amount);
  if (!limits || !request.from || !request.to || !value || value.lte(0)) return false;
  const problem = amountProblem(request.amount, limits, null);
  return problem === null;
}

/** A rate that moved this much (1%) since the last quote is pointed out before the customer confirms. */
export const bigMoveRatio = new Decimal('0.01');

/** The change from the last quote's rate to this one's, in percent (2.5 is +2.5%), or null when it moved little. */
export function bigMove(previousPrice: string | null, price: string): Decimal | null {
  const before = toDecimal(previousPrice);
  const now = toDecimal(price);
  if (!before || !now || before.isZero()) return null;
  const ratio = now.div(before).minus(1);
  return ratio.abs().gte(bigMoveRatio) ? ratio.times(100) : null;
}

/** The pairs the quick exchange allows, as from -> the coins it may become. */
export function targetsByCoin(
  pairs: readonly { FromCoin: string; ToCoin: string }[],
): ReadonlyMap<string, ReadonlySet<string>> {
  const targets = new Map<string, Set<string>>();
  for (const pair of pairs) {
    if (!targets.has(pair.FromCoin)) targets.set(pair.FromCoin, new Set());
    targets.get(pair.FromCoin)!.add(pair.ToCoin);
  }
  return targets;
}
