/** The one decimal.js set-up that money code uses: exact arithmetic, truncation, never floats. */
import DecimalJs from 'decimal.js';

/** 40 significant digits, and ROUND_DOWN so that no operation shows a customer more than they hold. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_DOWN });
export type Decimal = DecimalJs;

export type DecimalInput = Decimal | string | number | null | undefined;

/** The spec's number library works to 4 decimal places (section 9). */
export const defaultPlaces = 4;

// Plain decimal notation only: decimal.js would also read "0x1f", "0b1" or "Infinity".
const plainDecimal = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A Decimal for a finite number or a plain decimal string, or null for empty or invalid input. */
export function toDecimal(value: DecimalInput): Decimal | null {
  if (value == null) return null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  return plainDecimal.test(text) ? new Decimal(text) : null;
}

/**
 * The value truncated (never rounded) to exactly `places` decimals, in plain notation, or null
 * for empty or invalid input. A value that truncates to zero shows no minus sign.
 */
export function fixedDown(value: DecimalInput, places: number = defaultPlaces): string | null {
  const decimal = toDecimal(value);
  if (!decimal) return null;
  const truncated = decimal.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  return (truncated.isZero() ? new Decimal(0) : truncated).toFixed(places);
}
