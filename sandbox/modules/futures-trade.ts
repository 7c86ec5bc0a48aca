/** Futures order calls: the customer's orders, plan and kill-or-fill orders, their cancellation and an order's fills. */
import Decimal from 'decimal.js';
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import { pageOf, type PageRequest } from '../core/paging.ts';
import { unfreeze } from '../state/balances.ts';
import { contractById, feeFor, heldMargin } from './futures-contracts.ts';
import type { FuturesBook, FuturesOrder } from './futures-records.ts';
import { futuresBookOf } from './futures.state.ts';
import { newestFirst } from './market-lists.ts';

interface OrderQuery extends PageRequest {
  ContractId?: number;
  SortOrder?: 'asc' | 'desc';
}

const customerBook = <O>(ctx: HandlerContext<O>): FuturesBook => futuresBookOf(ctx.state.futures, signedIn(ctx).UserId);

function listed<T extends { ContractId: number; CreateTime: string }>(rows: T[], query: OrderQuery) {
  const matching = rows
    .filter((r) => query.ContractId === undefined || r.ContractId === query.ContractId)
    .sort(newestFirst);
  return pageOf(query.SortOrder === 'asc' ? matching.reverse() : matching, query);
}

const notFound = (what: string, id: number) => new SandboxFault(codes.notFound, `No ${what} ${id}`);

/**
 * The fills of an order: one, or two halves for some orders, at the order's average price.
 * The last fill carries the fee's rounding remainder so that the fills add up to the order's fee.
 */
function tradesOf(order: FuturesOrder) {
  const filled = order.FilledVolume;
  if (filled === 0) return [];
  const volumes =
    filled >= 2 && order.OrderId % 2 === 0 ? [Math.floor(filled / 2), filled - Math.floor(filled / 2)] : [filled];
  const contract = contractById(order.ContractId);
  const created = Date.parse(order.CreateTime);
  const updated = Date.parse(order.UpdateTime);
  let feeLeft = new Decimal(order.Fee);
  return volumes.map((volume, i) => {
    const last = i === volumes.length - 1;
    const fee = last ? feeLeft : feeFor(contract, order.OrderType, volume, order.AvgPrice);
    feeLeft = feeLeft.minus(fee);
    return {
      TradeId: order.OrderId * 10 + i + 1,
      Price: order.AvgPrice,
      Volume: volume,
      Fee: fee.toFixed(4),
      Role: order.OrderType === 2 ? ('taker' as const) : ('maker' as const),
      CreateTime: new Date(last ? updated : (created + updated) / 2).toISOString(),
    };
  });
}

export const futuresTradeHandlers = {
  tradeGetActiveOrders: (ctx) => listed(customerBook(ctx).activeOrders, ctx.body),
  tradeGetHistoryOrders: (ctx) => listed(customerBook(ctx).historyOrders, ctx.body),
  tradeGetPlanOrders: (ctx) => listed(customerBook(ctx).activePlans, ctx.body),
  tradeGetHistoryPlanOrders: (ctx) => listed(customerBook(ctx).historyPlans, ctx.body),
  tradeGetActiveKillOrFillOrders: (ctx) => listed(customerBook(ctx).activeKillOrFills, ctx.body),
  tradeGetHistoryKillOrFillOrders: (ctx) => listed(customerBook(ctx).historyKillOrFills, ctx.body),

  tradeCancelOrder: (ctx) => {
    const book = customerBook(ctx);
    const order = book.activeOrders.find((o) => o.OrderId === ctx.body.OrderId);
    if (!order) throw notFound('open order', ctx.body.OrderId);
    unfreeze(ctx.state.core.contractBalances, signedIn(ctx).UserId, 'USDT', heldMargin(order));
    order.Status = 4;
    order.UpdateTime = nowIso();
    book.activeOrders = book.activeOrders.filter((o) => o !== order);
    book.historyOrders.push(order);
    return order;
  },

  tradeCancelPlanOrder: (ctx) => {
    const book = customerBook(ctx);
    const plan = book.activePlans.find((p) => p.OrderId === ctx.body.OrderId);
    if (!plan) throw notFound('waiting plan order', ctx.body.OrderId);
    plan.Status = 3;
    book.activePlans = book.activePlans.filter((p) => p !== plan);
    book.historyPlans.push(plan);
    return plan;
  },

  tradeCancelKillOrFillOrder: (ctx) => {
    const book = customerBook(ctx);
    const order = book.activeKillOrFills.find((k) => k.OrderId === ctx.body.OrderId);
    if (!order) throw notFound('waiting kill-or-fill order', ctx.body.OrderId);
    order.Status = 4;
    order.UpdateTime = nowIso();
    book.activeKillOrFills = book.activeKillOrFills.filter((k) => k !== order);
    book.historyKillOrFills.push(order);
    return order;
  },

  tradeGetOrderDetail: (ctx) => {
    const book = customerBook(ctx);
    const order = [...book.activeOrders, ...book.historyOrders].find((o) => o.OrderId === ctx.body.OrderId);
    if (!order) throw notFound('order', ctx.body.OrderId);
    const extra = book.extras.get(order.OrderId);
    return {
      ...order,
      MarginMode: extra?.marginMode ?? ('cross' as const),
      TriggerPrice: extra?.triggerPrice ?? null,
      RealisedPnl: extra?.realisedPnl ?? '0.0000',
      Trades: tradesOf(order),
    };
  },
} satisfies ModuleHandlers;
