/** The converter's arithmetic, in decimals: an amount of a coin at a price gives its value, and back, each truncated to its own places. */
import { Decimal, toDecimal } from '../../lib/decimal.ts';

/** The value of `amount` coins at `price` (fiat per coin), at `places` decimals; '' when either is unknown. */
export function coinToFiat(amount: string, price: Decimal | undefined, places: number): string {
  const coins = toDecimal(amount);
  if (!coins || !price) return '';
  return coins.times(price).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places);
}

/** How many coins `value` buys at `price` (fiat per coin), at the coin's `places`; '' when either is unknown or the price is zero. */
export function fiatToCoin(value: string, price: Decimal | undefined, places: number): string {
  const fiat = toDecimal(value);
  if (!fiat || !price || price.isZero()) return '';
  return fiat.div(price).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places);
}
