/**
 * Spot module: the customer's open, finished and plan orders and deals; cancelling releases
 * frozen funds. Fills and triggers the sandbox clock brings are made before each call (spot-progress.ts).
 */
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { unfreeze } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import { newestFirst, withinTimes } from './market-lists.ts';
import { bookOf, frozenFor, type SpotBook, type SpotOrder } from './spot.state.ts';

interface Filter {
  VarietyId?: number;
  Side?: 'buy' | 'sell';
}

const matches = (filter: Filter) => (row: { VarietyId: number; Side: string }) =>
  (filter.VarietyId === undefined || row.VarietyId === filter.VarietyId) &&
  (filter.Side === undefined || row.Side === filter.Side);

/** Newest first unless the call asks for the oldest first. */
const inTimeOrder = <T extends { CreateTime: string }>(rows: T[], order: 'asc' | 'desc' = 'desc'): T[] => {
  const newest = [...rows].sort(newestFirst);
  return order === 'asc' ? newest.reverse() : newest;
};

const customerBook = <O>(ctx: HandlerContext<O>): SpotBook => bookOf(ctx.state.spot, signedIn(ctx).UserId);

/** Cancels an open order: the unfilled part's funds go back to available, the order to the history. */
function cancelOrder(state: SandboxState, customerId: number, book: SpotBook, order: SpotOrder): SpotOrder {
  const { coin, amount } = frozenFor(order);
  unfreeze(state.core.balances, customerId, coin, amount);
  order.Status = 'cancelled';
  book.open = book.open.filter((o) => o !== order);
  book.history.push(order);
  return order;
}

export const spotHandlers = {
  planOrderGetCustomerPlanOrderList: (ctx) => {
    const { Status } = ctx.body;
    const plans = customerBook(ctx).plans.filter(
      (p) => matches(ctx.body)(p) && (Status === undefined || p.Status === Status),
    );
    return pageOf([...plans].sort(newestFirst), ctx.body);
  },

  planOrderCancelPlanOrder: (ctx) => {
    const plan = customerBook(ctx).plans.find((p) => p.Id === ctx.body.Id && p.Status === 'waiting');
    if (!plan) throw new SandboxFault(codes.notFound, `No waiting plan order ${ctx.body.Id}`);
    plan.Status = 'cancelled';
    return plan;
  },

  planOrderCancelAllPlanOrder: (ctx) => {
    const waiting = customerBook(ctx).plans.filter((p) => p.Status === 'waiting' && matches(ctx.body)(p));
    for (const plan of waiting) plan.Status = 'cancelled';
    return { CancelledCount: waiting.length };
  },

  tradingGetHistoryOrderList: (ctx) => {
    const { Status, StartTime, EndTime } = ctx.body;
    const orders = customerBook(ctx).history.filter(
      (o) =>
        matches(ctx.body)(o) &&
        (Status === undefined || o.Status === Status) &&
        withinTimes(o.CreateTime, StartTime, EndTime),
    );
    return pageOf(inTimeOrder(orders, ctx.body.SortOrder), ctx.body);
  },

  tradingGetEntrustOrderList: (ctx) => {
    const orders = customerBook(ctx).open.filter(matches(ctx.body));
    return pageOf([...orders].sort(newestFirst), ctx.body);
  },

  tradingCancelOrder: (ctx) => {
    const book = customerBook(ctx);
    const order = book.open.find((o) => o.OrderId === ctx.body.OrderId);
    if (!order) throw new SandboxFault(codes.notFound, `No open order ${ctx.body.OrderId}`);
    return cancelOrder(ctx.state, signedIn(ctx).UserId, book, order);
  },

  tradingCancelAllOrderByUserId: (ctx) => {
    const book = customerBook(ctx);
    const orders = book.open.filter(matches(ctx.body));
    for (const order of orders) cancelOrder(ctx.state, signedIn(ctx).UserId, book, order);
    return { CancelledCount: orders.length };
  },

  dealGetCustomerDealList: (ctx) => {
    const { StartTime, EndTime, OrderId } = ctx.body;
    const deals = customerBook(ctx).deals.filter(
      (d) =>
        matches(ctx.body)(d) &&
        (OrderId === undefined || d.OrderId === OrderId) &&
        withinTimes(d.CreateTime, StartTime, EndTime),
    );
    return pageOf(inTimeOrder(deals, ctx.body.SortOrder), ctx.body);
  },
} satisfies ModuleHandlers;
