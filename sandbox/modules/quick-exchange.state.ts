/**
 * State the quick-exchange module keeps while the sandbox runs: each customer's flash orders, the
 * quotes that still hold, and the knobs that move its prices and decide how orders end.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';
import { quoteOf } from './quick-exchange-quotes.ts';

export type FlashOrderStatus = 'pending' | 'success' | 'failed';

export interface FlashOrder {
  OrderId: number;
  FromCoin: string;
  ToCoin: string;
  FromAmount: string;
  ToAmount: string;
  Price: string;
  Fee: string;
  FeeCoin: string;
  Status: FlashOrderStatus;
  CreateTime: string;
}

/** A placed order's settlement: when it ends on the sandbox clock, and how. */
export interface FlashSettlement {
  customerId: number;
  settlesAt: number;
  outcome: 'success' | 'failed';
}

export interface QuickExchangeState {
  /** Customer id -> flash orders, in the order they were placed. */
  orders: Map<number, FlashOrder[]>;
  /** OrderId -> how a pending order settles. */
  settlements: Map<number, FlashSettlement>;
  /** Quote key (pair, amount, price) -> when it stops holding, on the sandbox clock. */
  quotes: Map<string, number>;
  /** The flash-price knob: swap prices sit this many percent off the market (0: on it). */
  priceMovePercent: Decimal;
  /** The flash-orders knob: the next `remaining` orders end this way (success otherwise). */
  forcedOutcome: { outcome: 'success' | 'failed'; remaining: number } | null;
  nextOrderId: () => number;
}

const HOUR = 3_600_000;

/** The demo customer's past swaps, priced as the market stood then; the balances already reflect them. */
const demoSwaps: [string, string, string, number, FlashOrderStatus][] = [
  ['XRP', 'USDT', '600', 200, 'success'],
  ['BTC', 'ETH', '0.01', 120, 'success'],
  ['DOGE', 'USDT', '4000', 75, 'failed'],
  ['USDT', 'SOL', '300', 50, 'success'],
  ['ETH', 'USDT', '0.8', 26, 'success'],
  ['USDT', 'BTC', '500', 3, 'success'],
];

export function createQuickExchangeState(core: CoreState): QuickExchangeState {
  const nextOrderId = counter(6_600_001);
  const t = now();
  const demo = demoSwaps.map(([from, to, amount, hoursAgo, status]): FlashOrder => {
    const at = t - hoursAgo * HOUR;
    const quote = quoteOf(from, to, amount, { at });
    return {
      OrderId: nextOrderId(),
      FromCoin: from,
      ToCoin: to,
      FromAmount: quote.FromAmount,
      ToAmount: quote.ToAmount,
      Price: quote.Price,
      Fee: quote.Fee,
      FeeCoin: quote.FeeCoin,
      Status: status,
      CreateTime: new Date(at).toISOString(),
    };
  });
  return {
    orders: new Map([[core.customers.list[0].UserId, demo]]),
    settlements: new Map(),
    quotes: new Map(),
    priceMovePercent: new Decimal(0),
    forcedOutcome: null,
    nextOrderId,
  };
}
