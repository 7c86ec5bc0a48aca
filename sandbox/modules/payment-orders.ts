/** Third-party payment orders: KlicklPay's two-step flow, the generic channel flow and the order list. */
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import type { Language, PaymentChannel } from '../seed/payment-catalog.ts';
import { checkedFields, newestFirst, orderView, pageOf, placeOrder, requireApprovedFacilita, requireChannel, settleOrders } from './payment-common.ts';
import { paymentCodes } from './payment-rules.ts';
import type { PaymentState } from './payment.state.ts';

/** FacilitaPay channels, whichever call reaches them, need an approved registration. */
function requireProviderReady(payment: PaymentState, customerId: number, language: Language, channel: PaymentChannel): void {
  if (channel.provider === 'facilitaPay') requireApprovedFacilita(payment, customerId, language);
}

export const paymentOrderHandlers = {
  ordersCreateBuyKlicklPay: (ctx) => {
    const customer = signedIn(ctx);
    const { CoinCode, FiatCode, FiatAmount, PayMethodId, Fields } = ctx.body;
    const channel = requireChannel(PayMethodId, { side: 'buy', coin: CoinCode, fiat: FiatCode, provider: 'klicklPay' });
    const values = checkedFields(channel, Fields);
    const order = placeOrder(ctx.state, { customerId: customer.UserId, channel, coin: CoinCode, amount: FiatAmount, values, status: 'created', bankAccountId: null });
    return orderView(order, ctx.language);
  },

  ordersCreateSellKlicklPayApi: (ctx) => {
    const customer = signedIn(ctx);
    const { CoinCode, Quantity, FiatCode, PayoutMethodId, Fields } = ctx.body;
    const channel = requireChannel(PayoutMethodId, { side: 'sell', coin: CoinCode, fiat: FiatCode, provider: 'klicklPay' });
    const values = checkedFields(channel, Fields);
    const order = placeOrder(ctx.state, { customerId: customer.UserId, channel, coin: CoinCode, amount: Quantity, values, status: 'created', bankAccountId: null });
    return orderView(order, ctx.language);
  },

  ordersCreateKlicklPayReady: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const order = ctx.state.payment.orders.find((o) => o.OrderId === ctx.body.OrderId && o.customerId === customer.UserId);
    if (!order) throw new SandboxFault(codes.notFound, `No payment order ${ctx.body.OrderId}`);
    if (order.Provider !== 'klicklPay' || order.Status !== 'created') {
      throw new SandboxFault(paymentCodes.orderStatusForbids, `Order ${order.OrderId} is a ${order.Status} ${order.Provider} order, not a created KlicklPay one`);
    }
    order.Status = 'submitted';
    order.submittedMs = now();
    order.UpdateTime = nowIso();
    return orderView(order, ctx.language);
  },

  ordersCreateBuy: (ctx) => {
    const customer = signedIn(ctx);
    const { CoinCode, FiatCode, FiatAmount, PayMethodId, Fields } = ctx.body;
    const channel = requireChannel(PayMethodId, { side: 'buy', coin: CoinCode, fiat: FiatCode });
    requireProviderReady(ctx.state.payment, customer.UserId, ctx.language, channel);
    const values = checkedFields(channel, Fields);
    const order = placeOrder(ctx.state, { customerId: customer.UserId, channel, coin: CoinCode, amount: FiatAmount, values, status: 'submitted', bankAccountId: null });
    return orderView(order, ctx.language);
  },

  ordersCreateSell: (ctx) => {
    const customer = signedIn(ctx);
    const { CoinCode, Quantity, FiatCode, PayMethodId, Fields } = ctx.body;
    const channel = requireChannel(PayMethodId, { side: 'sell', coin: CoinCode, fiat: FiatCode });
    requireProviderReady(ctx.state.payment, customer.UserId, ctx.language, channel);
    const values = checkedFields(channel, Fields);
    const order = placeOrder(ctx.state, { customerId: customer.UserId, channel, coin: CoinCode, amount: Quantity, values, status: 'submitted', bankAccountId: null });
    return orderView(order, ctx.language);
  },

  ordersGetCustomerList: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const { Side, Status, Provider, CoinCode } = ctx.body ?? {};
    const mine = ctx.state.payment.orders.filter(
      (o) =>
        o.customerId === customer.UserId &&
        (!Side || o.Side === Side) &&
        (!Status || o.Status === Status) &&
        (!Provider || o.Provider === Provider) &&
        (!CoinCode || o.CoinCode === CoinCode),
    );
    const page = pageOf(mine.reverse().sort(newestFirst), ctx.body);
    return { ...page, Items: page.Items.map((o) => orderView(o, ctx.language)) };
  },

  ordersValidateReference: (ctx) => {
    const customer = signedIn(ctx);
    settleOrders(ctx.state);
    const Reference = ctx.body.Reference.toUpperCase();
    const order = ctx.state.payment.orders.find((o) => o.Reference === Reference && o.customerId === customer.UserId);
    return { Reference, Valid: !!order, OrderId: order?.OrderId ?? null, Status: order?.Status ?? null, Provider: order?.Provider ?? null };
  },
} satisfies ModuleHandlers;
