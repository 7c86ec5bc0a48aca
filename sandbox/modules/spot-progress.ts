/**
 * What the market does to the spot books while the sandbox clock moves: scheduled fills of open
 * orders (partly, then fully) and plan orders whose trigger price is reached. Each fill moves the
 * frozen funds it used and credits what it bought or sold, less the fee, as the exchange would.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault } from '../core/fault.ts';
import { credit, debit, freeze, unfreeze } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import {
  dealFor,
  frozenFor,
  symbolParts,
  type SpotBook,
  type SpotOrder,
  type SpotPlanOrder,
  type SpotState,
} from './spot.state.ts';

/** Decimal places a decimal string is written with ("0.050000" has 6). */
const placesOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** Books a fill of an order at `price`: the deal, the order's figures and the customer's balances. */
function fill(
  state: SandboxState,
  customerId: number,
  book: SpotBook,
  order: SpotOrder,
  price: string,
  amount: Decimal,
  at: number,
  fromFrozen: boolean,
): void {
  const spot = state.spot;
  const deal = { ...dealFor(order, price, amount, at), DealId: spot.nextDealId++ };
  book.deals.push(deal);
  const [base, quote] = symbolParts(order.Symbol);
  const [paid, paidCoin] = order.Side === 'buy' ? [new Decimal(deal.Total), quote] : [amount, base];
  const received = order.Side === 'buy' ? amount.minus(deal.Fee) : new Decimal(deal.Total).minus(deal.Fee);
  const balances = state.core.balances;
  if (fromFrozen)
    unfreeze(balances, customerId, paidCoin, order.Side === 'buy' ? amount.mul(order.Price) : amount, true);
  else debit(balances, customerId, paidCoin, paid);
  credit(balances, customerId, deal.FeeCoin, received);

  const before = new Decimal(order.Filled);
  const filled = before.plus(amount);
  order.AvgPrice = new Decimal(order.AvgPrice)
    .mul(before)
    .plus(new Decimal(price).mul(amount))
    .div(filled)
    .toFixed(placesOf(price));
  order.Filled = filled.toFixed(placesOf(order.Amount));
  order.Fee = new Decimal(order.Fee).plus(deal.Fee).toFixed();
  order.Status = filled.gte(order.Amount) ? 'filled' : 'partial';
}

function fillOpenOrder(
  state: SandboxState,
  customerId: number,
  book: SpotBook,
  orderId: number,
  amount: string,
  at: number,
): void {
  const order = book.open.find((o) => o.OrderId === orderId);
  if (!order) return;
  const rest = new Decimal(order.Amount).minus(order.Filled);
  fill(state, customerId, book, order, order.Price, Decimal.min(rest, amount), at, true);
  if (order.Status === 'filled') {
    book.open = book.open.filter((o) => o !== order);
    book.history.push(order);
  }
}

function orderOfPlan(spot: SpotState, plan: SpotPlanOrder, at: number): SpotOrder {
  return {
    OrderId: spot.nextOrderId++,
    VarietyId: plan.VarietyId,
    Symbol: plan.Symbol,
    Side: plan.Side,
    Type: plan.Type,
    Price: plan.Type === 'market' ? '0' : plan.Price,
    Amount: plan.Amount,
    Filled: new Decimal(0).toFixed(placesOf(plan.Amount)),
    AvgPrice: '0',
    Fee: '0',
    FeeCoin: symbolParts(plan.Symbol)[plan.Side === 'buy' ? 0 : 1],
    Status: 'open',
    CreateTime: new Date(at).toISOString(),
  };
}

/**
 * A triggered plan places its order: a market order fills at once at the trigger price, a limit
 * order rests with its funds frozen. A customer who no longer has the funds gets no order, and
 * the plan ends cancelled, as the exchange does.
 */
function trigger(state: SandboxState, customerId: number, book: SpotBook, planId: number, at: number): void {
  const plan = book.plans.find((p) => p.Id === planId && p.Status === 'waiting');
  if (!plan) return;
  const order = orderOfPlan(state.spot, plan, at);
  try {
    if (order.Type === 'market') {
      fill(state, customerId, book, order, plan.TriggerPrice, new Decimal(order.Amount), at, false);
      book.history.push(order);
    } else {
      const { coin, amount } = frozenFor(order);
      freeze(state.core.balances, customerId, coin, amount);
      book.open.push(order);
    }
    plan.Status = 'triggered';
  } catch (error) {
    if (!(error instanceof SandboxFault)) throw error;
    plan.Status = 'cancelled';
  }
}

/** Makes every fill and trigger due by now, in time order, on every customer's book. */
export function advanceSpot(state: SandboxState, t = now()): void {
  for (const [customerId, book] of state.spot.books) {
    const due = [
      ...book.fills
        .filter((f) => f.at <= t)
        .map((f) => ({ at: f.at, run: () => fillOpenOrder(state, customerId, book, f.orderId, f.amount, f.at) })),
      ...book.triggers
        .filter((g) => g.at <= t)
        .map((g) => ({ at: g.at, run: () => trigger(state, customerId, book, g.planId, g.at) })),
    ].sort((a, b) => a.at - b.at);
    if (due.length === 0) continue;
    book.fills = book.fills.filter((f) => f.at > t);
    book.triggers = book.triggers.filter((g) => g.at > t);
    for (const step of due) step.run();
  }
}
