/** How many decimals a price shows (spec section 5) and the compact form (section 9). */
import { toDecimal, type DecimalInput } from '../decimal.ts';

/** What a number shows when there is no valid value. */
export const noValue = '--';
/** Fallback display decimals (spec section 9). */
export const fallbackDecimals = 2;
/** Compact display puts an M suffix on values above this (spec section 9). */
export const compactThreshold = 1_000_000;
/** The suffix of the compact form. */
export const compactSuffix = 'M';

/** The smallest absolute value of each precision step, largest step first. */
const precisionSteps: ReadonlyArray<readonly [lowest: string, decimals: number]> = [
  ['0.01', 2],
  ['0.0001', 4],
  ['0.000001', 6],
];
/** From 0.00000001 down, and below it too, prices show 8 decimals. */
const finestDecimals = 8;

/**
 * How many decimals a price shows, by its absolute value. Zero and invalid input show the fallback
 * 2 decimals: "0.00" says "nothing" more plainly than "0.00000000".
 */
export function priceDecimals(value: DecimalInput): number {
  const price = toDecimal(value);
  if (!price || price.isZero()) return fallbackDecimals;
  const size = price.abs();
  const step = precisionSteps.find(([lowest]) => size.gte(lowest));
  return step ? step[1] : finestDecimals;
}
