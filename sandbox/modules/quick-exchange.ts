/** Quick exchange module: swappable coins and pairs, quotes, and flash orders paid from the spot balances. */
import Decimal from 'decimal.js';
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { credit, debit } from '../state/balances.ts';
import { coinByCode } from '../seed/coins.ts';
import { coinIconUrl } from './market-icons.ts';
import { newestFirst, withinTimes } from './market-lists.ts';
import { limitsOf, quoteOf, swapPairs, swappableCoins } from './quick-exchange-quotes.ts';
import type { FlashOrder } from './quick-exchange.state.ts';

/** The price moved more than the tolerance since the customer's quote: ask for a new quote. */
const quotePriceMoved = 30002;
const priceTolerance = new Decimal('0.01');

function ordersOf<O>(ctx: HandlerContext<O>): FlashOrder[] {
  const customerId = signedIn(ctx).UserId;
  let orders = ctx.state.quickExchange.orders.get(customerId);
  if (!orders) ctx.state.quickExchange.orders.set(customerId, (orders = []));
  return orders;
}

export const quickExchangeHandlers = {
  quickExchangeGetQuickExchangeCoinList: () =>
    swappableCoins.map((code) => {
      const coin = coinByCode(code)!;
      return { CoinId: coin.CoinId, Coin: code, Name: coin.Name, Precision: coin.Precision, ...limitsOf(code), IconUrl: coinIconUrl(code) };
    }),

  quickExchangeQueryEstimatePrice: (ctx) => quoteOf(ctx.body.FromCoin, ctx.body.ToCoin, ctx.body.FromAmount),

  quickExchangeGetWebsiteCanTradeCoinList: () => swapPairs,

  flashOrderSendFlashOrder: (ctx) => {
    const { FromCoin, ToCoin, FromAmount, Price } = ctx.body;
    const quote = quoteOf(FromCoin, ToCoin, FromAmount);
    if (new Decimal(Price).div(quote.Price).minus(1).abs().gt(priceTolerance)) {
      throw new SandboxFault(quotePriceMoved, 'The price has moved since the quote; please ask for a new quote');
    }
    const customerId = signedIn(ctx).UserId;
    debit(ctx.state.core.balances, customerId, FromCoin, quote.FromAmount);
    credit(ctx.state.core.balances, customerId, ToCoin, quote.ToAmount);
    const order: FlashOrder = {
      OrderId: ctx.state.quickExchange.nextOrderId(),
      FromCoin,
      ToCoin,
      FromAmount: quote.FromAmount,
      ToAmount: quote.ToAmount,
      Price: quote.Price,
      Fee: quote.Fee,
      FeeCoin: quote.FeeCoin,
      Status: 'success',
      CreateTime: nowIso(),
    };
    ordersOf(ctx).push(order);
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
