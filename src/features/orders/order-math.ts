/** The figures an order row derives from what the server sends, in decimal.js (never floats). */
import { Decimal, toDecimal } from '../../lib/decimal.ts';

/** How much of an order is filled, in percent (40 for 40%); null when the order's size is not a positive amount. */
export function filledPercent(filled: string | number, size: string | number): Decimal | null {
  const done = toDecimal(filled);
  const whole = toDecimal(size);
  if (!done || !whole || whole.lte(0)) return null;
  return done.div(whole).mul(100);
}

/** A price of 0 stands for "at the market" (a market order has no limit price). */
export const isMarketPrice = (price: string): boolean => toDecimal(price)?.isZero() ?? false;

/**
 * An order's value in the quote coin: what a resting limit order would cost (price times amount),
 * and what a finished one traded (average price times filled). Null for an open market order.
 */
export function spotOrderTotal(
  order: { Price: string; Amount: string; Filled: string; AvgPrice: string },
  finished: boolean,
): Decimal | null {
  if (finished) return new Decimal(order.AvgPrice).mul(order.Filled);
  return isMarketPrice(order.Price) ? null : new Decimal(order.Price).mul(order.Amount);
}
