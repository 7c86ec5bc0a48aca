/**
 * State the spot module keeps while the sandbox runs: each customer's open and finished orders,
 * deals and plan orders. The demo customer's open orders have their funds frozen in the core
 * spot balances at seed time, so that balances and orders agree from the start.
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

/** One customer's spot records. */
export interface SpotBook {
  open: SpotOrder[];
  history: SpotOrder[];
  deals: SpotDeal[];
  plans: SpotPlanOrder[];
}

export interface SpotState {
  books: Map<number, SpotBook>;
}

export const feeRate = new Decimal('0.001');
const HOUR = 3_600_000;

const symbolParts = (symbol: string): [string, string] => symbol.split('/') as [string, string];

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
    Status: draft.status,
    CreateTime: new Date(t - draft.hoursAgo * HOUR).toISOString(),
  };
}

/** The fill of an order's filled part, a few minutes after a limit order rested, at once for a market order. */
function dealOf(order: SpotOrder, index: number): SpotDeal {
  const [base, quote] = symbolParts(order.Symbol);
  const total = new Decimal(order.AvgPrice).mul(order.Filled).toDecimalPlaces(coinByCode(quote)!.Precision);
  const feeCoin = order.Side === 'buy' ? base : quote;
  const fee = (order.Side === 'buy' ? new Decimal(order.Filled) : total).mul(feeRate).toDecimalPlaces(coinByCode(feeCoin)!.Precision);
  const delay = order.Type === 'market' ? 1_000 : (((index * 37) % 50) + 1) * 60_000;
  return {
    DealId: 0,
    OrderId: order.OrderId,
    VarietyId: order.VarietyId,
    Symbol: order.Symbol,
    Side: order.Side,
    Price: order.AvgPrice,
    Amount: order.Filled,
    Total: total.toFixed(),
    Fee: fee.toFixed(),
    FeeCoin: feeCoin,
    Role: order.Type === 'market' ? 'taker' : 'maker',
    CreateTime: new Date(Date.parse(order.CreateTime) + delay).toISOString(),
  };
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

/** The demo customer's book; ids follow creation time, as the backend's would. */
function seedBook(balances: BalanceStore, customerId: number, t: number): SpotBook {
  const open = seedOpenOrders.map((o) =>
    orderOf({ ...o, type: 'limit', status: new Decimal(o.filled).isZero() ? 'open' : 'partial' }, t),
  );
  const history = seedHistoryOrders.map((o) => orderOf(o, t));
  [...open, ...history].sort(byTime).forEach((order, i) => (order.OrderId = 880_001 + i));
  const deals = [...open, ...history].filter((o) => !new Decimal(o.Filled).isZero()).map(dealOf).sort(byTime);
  deals.forEach((deal, i) => (deal.DealId = 5_400_001 + i));
  for (const order of open) {
    const { coin, amount } = frozenFor(order);
    freeze(balances, customerId, coin, amount);
  }
  const plans = seedPlanOrders.map((p, i) => planOf(p, 7_001 + seedPlanOrders.length - 1 - i, t));
  return { open, history, deals, plans };
}

export function createSpotState(core: CoreState): SpotState {
  const demoId = core.customers.list[0].UserId;
  return { books: new Map([[demoId, seedBook(core.balances, demoId, now())]]) };
}

/** A customer's book, empty for a customer who never traded. */
export function bookOf(state: SpotState, customerId: number): SpotBook {
  let book = state.books.get(customerId);
  if (!book) state.books.set(customerId, (book = { open: [], history: [], deals: [], plans: [] }));
  return book;
}
