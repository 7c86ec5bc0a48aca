/** Quick exchange module: swappable coins and pairs, quotes, and flash orders paid from the spot balances. */
import Decimal from 'decimal.js';
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { freeze } from '../state/balances.ts';
import { coinByCode } from '../seed/coins.ts';
import { coinIconUrl } from './market-icons.ts';
import { newestFirst, withinTimes } from './market-lists.ts';
import { limitsOf, quoteAtPrice, quoteKey, quoteOf, swapPairs, swappableCoins } from './quick-exchange-quotes.ts';
import { flashSettleMs, nextOutcome, quoteHolds, rememberQuote, settleFlashOrders } from './quick-exchange-settle.ts';
import type { FlashOrder } from './quick-exchange.state.ts';

/** The price moved more than the tolerance since the customer's quote: ask for a new quote. */
const quotePriceMoved = 30002;
/** The quote of that price no longer holds: ask for a new quote. */
const quoteExpired = 30003;
const priceTolerance = new Decimal('0.01');

function ordersOf<O>(ctx: HandlerContext<O>): FlashOrder[] {
  const customerId = signedIn(ctx).UserId;
  settleFlashOrders(ctx.state);
  let orders = ctx.state.quickExchange.orders.get(customerId);
  if (!orders) ctx.state.quickExchange.orders.set(customerId, (orders = []));
  return orders;
}

export const quickExchangeHandlers = {
  quickExchangeGetQuickExchangeCoinList: () =>
    swappableCoins.map((code) => {
      const coin = coinByCode(code)!;
      return {
        CoinId: coin.CoinId,
        Coin: code,
        Name: coin.Name,
        Precision: coin.Precision,
        ...limitsOf(code),
        IconUrl: coinIconUrl(code),
      };
    }),

  quickExchangeQueryEstimatePrice: (ctx) => {
    const state = ctx.state.quickExchange;
    const quote = quoteOf(ctx.body.FromCoin, ctx.body.ToCoin, ctx.body.FromAmount, {
      movePercent: state.priceMovePercent,
    });
    rememberQuote(state, quoteKey(quote), quote.ExpireSeconds);
    return quote;
  },

  quickExchangeGetWebsiteCanTradeCoinList: () => swapPairs,

  flashOrderSendFlashOrder: (ctx) => {
    const { FromCoin, ToCoin, FromAmount, Price } = ctx.body;
    const state = ctx.state.quickExchange;
    const market = quoteOf(FromCoin, ToCoin, FromAmount, { movePercent: state.priceMovePercent });
    if (new Decimal(Price).div(market.Price).minus(1).abs().gt(priceTolerance)) {
      throw new SandboxFault(quotePriceMoved, 'The price has moved since the quote; please ask for a new quote');
    }
    const quote = quoteAtPrice(FromCoin, ToCoin, FromAmount, Price);
    if (!quoteHolds(state, quoteKey(quote)))
      throw new SandboxFault(quoteExpired, 'The quote has expired; please ask for a new quote');
    const customerId = signedIn(ctx).UserId;
    freeze(ctx.state.core.balances, customerId, FromCoin, quote.FromAmount);
    const order: FlashOrder = {
      OrderId: state.nextOrderId(),
      FromCoin,
      ToCoin,
      FromAmount: quote.FromAmount,
      ToAmount: quote.ToAmount,
      Price: quote.Price,
      Fee: quote.Fee,
      FeeCoin: quote.FeeCoin,
      Status: 'pending',
      CreateTime: nowIso(),
    };
    ordersOf(ctx).push(order);
    state.settlements.set(order.OrderId, { customerId, settlesAt: now() + flashSettleMs, outcome: nextOutcome(state) });
    return { OrderId: order.OrderId, Status: order.Status };
  },

  flashOrderCheckFlashOrderStatus: (ctx) => {
    const order = ordersOf(ctx).find((o) => o.OrderId === ctx.query.orderId);
    if (!order) throw new SandboxFault(codes.notFound, `No flash order ${ctx.query.orderId}`);
    return order;
  },

  flashOrderGetUserFlashOrderPageList: (ctx) => {
    const q = ctx.body;
    const orders = ordersOf(ctx).filter(
      (o) =>
        (q.FromCoin === undefined || o.FromCoin === q.FromCoin) &&
        (q.ToCoin === undefined || o.ToCoin === q.ToCoin) &&
        (q.Status === undefined || o.Status === q.Status) &&
        withinTimes(o.CreateTime, q.StartTime, q.EndTime),
    );
    return pageOf([...orders].sort(newestFirst), q);
  },
} satisfies ModuleHandlers;
