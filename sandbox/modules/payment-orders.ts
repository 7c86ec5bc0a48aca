/** Third-party payment orders: KlicklPay's two-step flow, the generic channel flow and the order list. */
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import type { Language, PaymentChannel } from '../seed/payment-catalog.ts';
import {
  checkedFields,
  newestFirst,
  orderView,
  placeOrder,
  requireApprovedFacilita,
  requireChannel,
  settleOrders,
  type ChannelWanted,
} from './payment-common.ts';
import { paymentCodes } from './payment-rules.ts';
import type { PaymentState } from './payment-store.ts';

/** FacilitaPay channels, whichever call reaches them, need an approved registration. */
function requireProviderReady(
  payment: PaymentState,
  customerId: number,
  language: Language,
  channel: PaymentChannel,
): void {
  if (channel.provider === 'facilitaPay') requireApprovedFacilita(payment, customerId, language);
}

interface ChannelOrder {
  channelId: number;
  wanted: ChannelWanted & { coin: string };
  /** The buy's fiat amount, or the sell's quantity. */
  amount: string;
  fields: Record<string, string> | undefined;
  /** KlicklPay's own calls create an order that waits for its go-ahead; the others submit it at once. */
  status: 'created' | 'submitted';
}

/** An order on a channel whose form the customer filled in. */
function placeChannelOrder<O>(ctx: HandlerContext<O>, o: ChannelOrder) {
  const customer = signedIn(ctx);
  const channel = requireChannel(o.channelId, o.wanted);
  requireProviderReady(ctx.state.payment, customer.UserId, ctx.language, channel);
  const values = checkedFields(channel, o.fields);
  const order = placeOrder(ctx.state, {
    customerId: customer.UserId,
    channel,
    coin: o.wanted.coin,
    amount: o.amount,
    values,
    status: o.status,
    bankAccountId: null,
  });
  return orderView(order, ctx.language);
}

export const paymentOrderHandlers = {
  ordersCreateBuyKlicklPay: (ctx) => {
    const { CoinCode, FiatCode, FiatAmount, PayMethodId, Fields } = ctx.body;
    const wanted = { side: 'buy', coin: CoinCode, fiat: FiatCode, provider: 'klicklPay' } as const;
    return placeChannelOrder(ctx, {
      channelId: PayMethodId,
      wanted,
      amount: FiatAmount,
      fields: Fields,
      status: 'created',
    });
  },

  ordersCreateSellKlicklPayApi: (ctx) => {
    const { CoinCode, Quantity, FiatCode, PayoutMethodId, Fields } = ctx.body;
    const wanted = { side: 'sell', coin: CoinCode, fiat: FiatCode, provider: 'klicklPay' } as const;
    return placeChannelOrder(ctx, {
      channelId: PayoutMethodId,
      wanted,
      amount: Quantity,
      fields: Fields,
      status: 'created',
    });
  },

  ordersCreateKlicklPayReady: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const order = ctx.state.payment.orders.find(
      (o) => o.OrderId === ctx.body.OrderId && o.customerId === customer.UserId,
    );
    if (!order) throw new SandboxFault(codes.notFound, `No payment order ${ctx.body.OrderId}`);
    if (order.Provider !== 'klicklPay' || order.Status !== 'created') {
      throw new SandboxFault(
        paymentCodes.orderStatusForbids,
        `Order ${order.OrderId} is a ${order.Status} ${order.Provider} order, not a created KlicklPay one`,
      );
    }
    order.Status = 'submitted';
    order.submittedMs = now();
    order.UpdateTime = nowIso();
    return orderView(order, ctx.language);
  },

  ordersCreateBuy: (ctx) => {
    const { CoinCode, FiatCode, FiatAmount, PayMethodId, Fields } = ctx.body;
    const wanted = { side: 'buy', coin: CoinCode, fiat: FiatCode } as const;
    return placeChannelOrder(ctx, {
      channelId: PayMethodId,
      wanted,
      amount: FiatAmount,
      fields: Fields,
      status: 'submitted',
    });
  },

  ordersCreateSell: (ctx) => {
    const { CoinCode, Quantity, FiatCode, PayMethodId, Fields } = ctx.body;
    const wanted = { side: 'sell', coin: CoinCode, fiat: FiatCode } as const;
    return placeChannelOrder(ctx, {
      channelId: PayMethodId,
      wanted,
      amount: Quantity,
      fields: Fields,
      status: 'submitted',
    });
  },

  ordersGetCustomerList: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const { Side, Status, Provider, CoinCode, FiatCode, OrderId } = ctx.body ?? {};
    const mine = ctx.state.payment.orders.filter(
      (o) =>
        o.customerId === customer.UserId &&
        (!Side || o.Side === Side) &&
        (!Status || o.Status === Status) &&
        (!Provider || o.Provider === Provider) &&
        (!CoinCode || o.CoinCode === CoinCode) &&
        (!FiatCode || o.FiatCode === FiatCode) &&
        (!OrderId || o.OrderId === OrderId),
    );
    return pageOfViews(mine.reverse().sort(newestFirst), ctx.body, (o) => orderView(o, ctx.language));
  },

  ordersValidateReference: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const Reference = ctx.body.Reference.toUpperCase();
    const order = ctx.state.payment.orders.find((o) => o.Reference === Reference && o.customerId === customer.UserId);
    return {
      Reference,
      Valid: !!order,
      OrderId: order?.OrderId ?? null,
      Status: order?.Status ?? null,
      Provider: order?.Provider ?? null,
    };
  },
} satisfies ModuleHandlers;
