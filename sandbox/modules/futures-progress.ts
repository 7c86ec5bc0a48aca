/**
 * What the market does to the futures books while the sandbox clock moves: scheduled fills of
 * open orders and plan orders whose trigger price is reached. A fill of an opening order moves its
 * margin from the order to the position, charges the fee to the wallet and writes the fee's bill.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault } from '../core/fault.ts';
import { balanceOf, debit, freeze } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import { contractById, feeFor, heldMargin, marginFor, opensPosition, precisionOf } from './futures-contracts.ts';
import type { FuturesBook, FuturesOrder, FuturesPlanOrder } from './futures-records.ts';

const iso = (t: number) => new Date(t).toISOString();

function addToPosition(book: FuturesBook, order: FuturesOrder, volume: number, price: string, margin: Decimal): void {
  const long = order.Side === 1;
  const places = precisionOf(contractById(order.ContractId));
  const position = book.positions.find((p) => p.ContractId === order.ContractId && p.long === long);
  if (!position) {
    book.positions.push({
      ContractId: order.ContractId,
      long,
      volume,
      entryPrice: price,
      leverage: order.Leverage,
      margin: margin.toFixed(4),
    });
    return;
  }
  const total = position.volume + volume;
  position.entryPrice = new Decimal(position.entryPrice)
    .mul(position.volume)
    .plus(new Decimal(price).mul(volume))
    .div(total)
    .toFixed(places);
  position.volume = total;
  position.margin = new Decimal(position.margin).plus(margin).toFixed(4);
}

function billFee(
  state: SandboxState,
  customerId: number,
  book: FuturesBook,
  order: FuturesOrder,
  fee: Decimal,
  at: number,
): void {
  const wallet = state.core.contractBalances;
  debit(wallet, customerId, 'USDT', fee);
  const { available, frozen } = balanceOf(wallet, customerId, 'USDT');
  const last = book.bills.reduce((max, b) => Math.max(max, b.BillId), 9_000_000);
  book.bills.push({
    BillId: last + 1,
    CoinId: book.bills[0]?.CoinId ?? 0,
    Coin: 'USDT',
    ContractId: order.ContractId,
    Symbol: order.Symbol,
    BillType: 2,
    BillTradeType: order.Side,
    Amount: fee.neg().toFixed(4),
    Balance: available.plus(frozen).toFixed(4),
    CreateTime: iso(at),
  });
}

/**
 * Fills `volume` contracts of an opening order at `price`. `held`: the order's margin is already
 * frozen (a resting order); otherwise (a market order) the position's margin is frozen now.
 */
function fill(
  state: SandboxState,
  customerId: number,
  book: FuturesBook,
  order: FuturesOrder,
  volume: number,
  price: string,
  at: number,
  held: boolean,
): void {
  const contract = contractById(order.ContractId);
  const filled = order.FilledVolume + volume;
  const margin = held
    ? heldMargin(order).minus(heldMargin({ ...order, FilledVolume: filled }))
    : marginFor(contract, volume, price, order.Leverage);
  if (!held) freeze(state.core.contractBalances, customerId, 'USDT', margin);
  const fee = feeFor(contract, order.OrderType, volume, price);
  billFee(state, customerId, book, order, fee, at);
  addToPosition(book, order, volume, price, margin);
  order.AvgPrice = new Decimal(order.AvgPrice)
    .mul(order.FilledVolume)
    .plus(new Decimal(price).mul(volume))
    .div(filled)
    .toFixed(precisionOf(contract));
  order.FilledVolume = filled;
  order.Fee = new Decimal(order.Fee).plus(fee).toFixed(4);
  order.Status = filled >= order.Volume ? 3 : 2;
  order.UpdateTime = iso(at);
}

function fillOpenOrder(
  state: SandboxState,
  customerId: number,
  book: FuturesBook,
  orderId: number,
  volume: number,
  at: number,
): void {
  const order = book.activeOrders.find((o) => o.OrderId === orderId);
  if (!order || !opensPosition(order.Side)) return;
  fill(state, customerId, book, order, Math.min(volume, order.Volume - order.FilledVolume), order.Price, at, true);
  if (order.Status === 3) {
    book.activeOrders = book.activeOrders.filter((o) => o !== order);
    book.historyOrders.push(order);
  }
}

function orderOfPlan(book: FuturesBook, plan: FuturesPlanOrder, at: number): FuturesOrder {
  const contract = contractById(plan.ContractId);
  const market = plan.Price === '0';
  const price = market ? plan.TriggerPrice : plan.Price;
  const ids = [...book.activeOrders, ...book.historyOrders].map((o) => o.OrderId);
  return {
    OrderId: Math.max(3_100_000, ...ids) + 1,
    ContractId: plan.ContractId,
    Symbol: plan.Symbol,
    Side: plan.Side,
    OrderType: market ? 2 : 1,
    Leverage: plan.Leverage,
    Price: market ? '0' : price,
    Volume: plan.Volume,
    FilledVolume: 0,
    AvgPrice: '0',
    Margin: opensPosition(plan.Side) ? marginFor(contract, plan.Volume, price, plan.Leverage).toFixed(4) : '0',
    Fee: '0.0000',
    Status: 1,
    CreateTime: iso(at),
    UpdateTime: iso(at),
  };
}

/**
 * A triggered plan places its order: a limit order rests holding its margin, a market order
 * opening a position fills at the trigger price. Without the margin for it, the plan fails.
 */
function trigger(state: SandboxState, customerId: number, book: FuturesBook, planId: number, at: number): void {
  const plan = book.activePlans.find((p) => p.OrderId === planId);
  if (!plan) return;
  const order = orderOfPlan(book, plan, at);
  try {
    if (order.OrderType === 2 && opensPosition(order.Side)) {
      fill(state, customerId, book, order, order.Volume, plan.TriggerPrice, at, false);
      book.historyOrders.push(order);
    } else {
      freeze(state.core.contractBalances, customerId, 'USDT', heldMargin(order));
      book.activeOrders.push(order);
    }
    book.extras.set(order.OrderId, {
      marginMode: plan.Leverage >= 20 ? 'isolated' : 'cross',
      triggerPrice: plan.TriggerPrice,
      realisedPnl: '0.0000',
    });
    plan.Status = 2;
  } catch (error) {
    if (!(error instanceof SandboxFault)) throw error;
    plan.Status = 4;
  }
  plan.TriggerTime = iso(at);
  book.activePlans = book.activePlans.filter((p) => p !== plan);
  book.historyPlans.push(plan);
}

/** Makes every fill and trigger due by now, in time order, on every customer's book. */
export function advanceFutures(state: SandboxState, t = now()): void {
  for (const [customerId, book] of state.futures.books) {
    const due = [
      ...book.fills
        .filter((f) => f.at <= t)
        .map((f) => ({ at: f.at, run: () => fillOpenOrder(state, customerId, book, f.orderId, f.volume, f.at) })),
      ...book.triggers
        .filter((g) => g.at <= t)
        .map((g) => ({ at: g.at, run: () => trigger(state, customerId, book, g.orderId, g.at) })),
    ].sort((a, b) => a.at - b.at);
    if (due.length === 0) continue;
    book.fills = book.fills.filter((f) => f.at > t);
    book.triggers = book.triggers.filter((g) => g.at > t);
    for (const step of due) step.run();
  }
}
