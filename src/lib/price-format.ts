/**
 * Price display precision (spec section 5) and plain number display (section 9). No thousands
 * separators here: the i18n layer formats for the locale with the decimals that `priceDecimals` gives.
 */
import { fixedDown, toDecimal, type DecimalInput } from './decimal';

/** What a price or amount shows when there is no valid value. */
export const noValue = '--';
/** Fallback display decimals (spec section 9). */
export const fallbackDecimals = 2;
/** Compact display puts an M suffix on values above this (spec section 9). */
export const compactThreshold = 1_000_000;

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

/**
 * A price truncated to its display precision ("--" when invalid). With `compact`, a value above
 * 1,000,000 shows in millions with 2 decimals and an M suffix: 1234567 -> "1.23M".
 */
export function formatPrice(value: DecimalInput, { compact = false }: { compact?: boolean } = {}): string {
  const price = toDecimal(value);
  if (!price) return noValue;
  if (compact && price.abs().gt(compactThreshold)) {
    return `${fixedDown(price.div(compactThreshold), fallbackDecimals)}M`;
  }
  return fixedDown(price, priceDecimals(price)) ?? noValue;
}

/** A plain number truncated to `decimals` places, or "--" when invalid. */
export function formatNumber(value: DecimalInput, decimals: number = fallbackDecimals): string {
  return fixedDown(value, decimals) ?? noValue;
}
