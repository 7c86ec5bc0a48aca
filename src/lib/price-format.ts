/**
 * Prices and plain numbers without the page language's separators ("68628.44" in every language).
 * Text a customer reads comes from `number-format/format.ts`, which writes them the language's way.
 */
import { fixedDown, toDecimal, type DecimalInput } from './decimal';
import { compactThreshold, fallbackDecimals, noValue, priceDecimals } from './number-format/price-precision.ts';

export { compactThreshold, fallbackDecimals, noValue, priceDecimals };

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
