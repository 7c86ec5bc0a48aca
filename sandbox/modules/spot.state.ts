/**
 * State the spot module keeps while the sandbox runs: each customer's open and finished orders,
 * deals and plan orders, and what the sandbox clock will do to them (spot-progress.ts). The demo
 * customer's open orders have their funds frozen in the core spot balances at seed time, so that
 * balances and orders agree from the start.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { freeze, type BalanceStore } from '../state/balances.ts';
import type { CoreState } from '../state/core.ts';
import { coinByCode } from '../seed/coins.ts';
import type { SeedMarket } from '../seed/markets.ts';
import { seedHistoryOrders, seedOpenOrders, seedPlanOrders, type SeedSide } from '../seed/spot-orders.ts';
import { amountPrecisionOf, marketBySymbol, pricePrecisionOf } from './market-prices.ts';

export type SpotSide = SeedSide;
export type SpotOrderStatus = 'open' | 'partial' | 'filled' | 'cancelled';

export interface SpotOrder {
  OrderId: number;
  VarietyId: number;
  Symbol: string;
  Side: SpotSide;
  Type: 'limit' | 'market';
  Price: string;
  Amount: string;
  Filled: string;
  AvgPrice: string;
  Fee: string;
  FeeCoin: string;
  Status: SpotOrderStatus;
  CreateTime: string;
}

export interface SpotDeal {
  DealId: number;
  OrderId: number;
  VarietyId: number;
  Symbol: string;
  Side: SpotSide;
  Price: string;
  Amount: string;
  Total: string;
  Fee: string;
  FeeCoin: string;
  Role: 'maker' | 'taker';
  CreateTime: string;
}

export interface SpotPlanOrder {
  Id: number;
  VarietyId: number;
  Symbol: string;
  Side: SpotSide;
  Type: 'limit' | 'market';
  TriggerPrice: string;
  Price: string;
  Amount: string;
  Status: 'waiting' | 'triggered' | 'cancelled';
  CreateTime: string;
}

/** A fill the sandbox clock will make: `amount` of an open order at its price, at time `at`. */
export interface ScheduledFill {
  orderId: number;
  at: number;
  amount: string;
}

/** A plan order whose trigger price the last price reaches at time `at`. */
export interface ScheduledTrigger {
  planId: number;
  at: number;
}

/** One customer's spot records. */
export interface SpotBook {
  open: SpotOrder[];
  history: SpotOrder[];
  deals: SpotDeal[];
  plans: SpotPlanOrder[];
  fills: ScheduledFill[];
  triggers: ScheduledTrigger[];
}

export interface SpotState {
  books: Map<number, SpotBook>;
  /** The ids the next order and deal take, across customers. */
  nextOrderId: number;
  nextDealId: number;
}

export const feeRate = new Decimal('0.001');
const HOUR = 3_600_000;

export const symbolParts = (symbol: string): [string, string] => symbol.split('/') as [string, string];

/** The coin an order receives, in which its fees are charged. */
export const feeCoinOf = (order: { Symbol: string; Side: SpotSide }): string =>
  symbolParts(order.Symbol)[order.Side === 'buy' ? 0 : 1];

export function seedMarketOf(symbol: string): SeedMarket {
  const market = marketBySymbol(...symbolParts(symbol));
  if (!market) throw new Error(`No seed market ${symbol}`);
  return market;
}

/** What an open order keeps frozen: the quote coin for the unfilled part of a buy, the base coin for a sell. */
export function frozenFor(order: SpotOrder): { coin: string; amount: Decimal } {
  const [base, quote] = symbolParts(order.Symbol);
  const rest = new Decimal(order.Amount).minus(order.Filled);
  return order.Side === 'buy' ? { coin: quote, amount: rest.mul(order.Price) } : { coin: base, amount: rest };
}

interface OrderDraft {
  symbol: string;
  side: SpotSide;
  type: 'limit' | 'market';
  priceFactor: string;
  amount: string;
  filled: string;
  status: SpotOrderStatus;
  hoursAgo: number;
}

function orderOf(draft: OrderDraft, t: number): SpotOrder {
  const market = seedMarketOf(draft.symbol);
  const price = new Decimal(market.Price).mul(draft.priceFactor).toFixed(pricePrecisionOf(market.Price));
  const places = amountPrecisionOf(market.Price);
  const filled = new Decimal(draft.filled);
  return {
    OrderId: 0,
    VarietyId: market.VarietyId,
    Symbol: market.Symbol,
    Side: draft.side,
    Type: draft.type,
    Price: draft.type === 'market' ? '0' : price,
    Amount: new Decimal(draft.amount).toFixed(places),
    Filled: filled.toFixed(places),
    AvgPrice: filled.isZero() ? '0' : price,
    Fee: '0',
    FeeCoin: feeCoinOf({ Symbol: market.Symbol, Side: draft.side }),
    Status: draft.status,
    CreateTime: new Date(t - draft.hoursAgo * HOUR).toISOString(),
  };
}

/** A fill of `amount` of an order at `price`: its value in the quote coin and its fee in the coin received. */
export function dealFor(order: SpotOrder, price: Decimal.Value, amount: Decimal.Value, time: number): SpotDeal {
  const quote = symbolParts(order.Symbol)[1];
  const total = new Decimal(price).mul(amount).toDecimalPlaces(coinByCode(quote)!.Precision);
  const feeCoin = feeCoinOf(order);
  const fee = (order.Side === 'buy' ? new Decimal(amount) : total)
    .mul(feeRate)
    .toDecimalPlaces(coinByCode(feeCoin)!.Precision);
  return {
    DealId: 0,
    OrderId: order.OrderId,
    VarietyId: order.VarietyId,
    Symbol: order.Symbol,
    Side: order.Side,
    Price: new Decimal(price).toFixed(),
    Amount: new Decimal(amount).toFixed(),
    Total: total.toFixed(),
    Fee: fee.toFixed(),
    FeeCoin: feeCoin,
    Role: order.Type === 'market' ? 'taker' : 'maker',
    CreateTime: new Date(time).toISOString(),
  };
}

/** The fill of a seeded order's filled part, a few minutes after a limit order rested, at once for a market order. */
function seedDealOf(order: SpotOrder, index: number): SpotDeal {
  const delay = order.Type === 'market' ? 1_000 : (((index * 37) % 50) + 1) * 60_000;
  const deal = dealFor(order, order.AvgPrice, order.Filled, Date.parse(order.CreateTime) + delay);
  return { ...deal, Price: order.AvgPrice, Amount: order.Filled };
}

function planOf(seed: (typeof seedPlanOrders)[number], id: number, t: number): SpotPlanOrder {
  const market = seedMarketOf(seed.symbol);
  const places = pricePrecisionOf(market.Price);
  const at = (factor: string) => new Decimal(market.Price).mul(factor).toFixed(places);
  return {
    Id: id,
    VarietyId: market.VarietyId,
    Symbol: market.Symbol,
    Side: seed.side,
    Type: seed.type,
    TriggerPrice: at(seed.triggerFactor),
    Price: seed.priceFactor === null ? '0' : at(seed.priceFactor),
    Amount: new Decimal(seed.amount).toFixed(amountPrecisionOf(market.Price)),
    Status: 'waiting',
    CreateTime: new Date(t - seed.hoursAgo * HOUR).toISOString(),
  };
}

const byTime = <T extends { CreateTime: string }>(a: T, b: T) => Date.parse(a.CreateTime) - Date.parse(b.CreateTime);

const firstOrderId = 880_001;
const firstDealId = 5_400_001;

/** The demo customer's book; ids follow creation time, as the backend's would. */
function seedBook(balances: BalanceStore, customerId: number, t: number): SpotBook {
  const open = seedOpenOrders.map((o) =>
    orderOf({ ...o, type: 'limit', status: new Decimal(o.filled).isZero() ? 'open' : 'partial' }, t),
  );
  const history = seedHistoryOrders.map((o) => orderOf(o, t));
  [...open, ...history].sort(byTime).forEach((order, i) => (order.OrderId = firstOrderId + i));
  const deals = [...open, ...history]
    .filter((o) => !new Decimal(o.Filled).isZero())
    .map(seedDealOf)
    .sort(byTime);
  deals.forEach((deal, i) => (deal.DealId = firstDealId + i));
  for (const deal of deals) {
    const order = [...open, ...history].find((o) => o.OrderId === deal.OrderId)!;
    order.Fee = new Decimal(order.Fee).plus(deal.Fee).toFixed();
  }
  for (const order of open) {
    const { coin, amount } = frozenFor(order);
    freeze(balances, customerId, coin, amount);
  }
  const plans = seedPlanOrders.map((p, i) => planOf(p, 7_001 + seedPlanOrders.length - 1 - i, t));
  const fills = seedOpenOrders.flatMap((seed, i) =>
    seed.fills.map(([hours, amount]) => ({ orderId: open[i].OrderId, at: t + hours * HOUR, amount })),
  );
  const triggers = seedPlanOrders.flatMap((seed, i) =>
    seed.triggersAfterHours === null ? [] : [{ planId: plans[i].Id, at: t + seed.triggersAfterHours * HOUR }],
  );
  return { open, history, deals, plans, fills, triggers };
}

export function createSpotState(core: CoreState): SpotState {
  const demoId = core.customers.list[0].UserId;
  const book = seedBook(core.balances, demoId, now());
  return {
    books: new Map([[demoId, book]]),
    nextOrderId: firstOrderId + book.open.length + book.history.length,
    nextDealId: firstDealId + book.deals.length,
  };
}

/** A customer's book, empty for a customer who never traded. */
export function bookOf(state: SpotState, customerId: number): SpotBook {
  let book = state.books.get(customerId);
  if (!book)
    state.books.set(customerId, (book = { open: [], history: [], deals: [], plans: [], fills: [], triggers: [] }));
  return book;
}
