/**
 * OTC orders. The sandbox plays the merchant: it releases a paid buy and pays a sell at once,
 * some minutes later on the sandbox clock, or never, as the otc-merchant knob says (otc-clock.ts).
 */
import { nowIso, now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { freeze, unfreeze } from '../state/balances.ts';
import { payTimeLimitMinutes, type Advert } from '../seed/otc-adverts.ts';
import { merchantPaymentValues, receiptChannelById } from '../seed/otc-catalog.ts';
import { confirmWithPinOrGoogle } from './customer-security.ts';
import { merchantDue, settleOtc } from './otc-clock.ts';
import {
  amountOn,
  findAdvert,
  findOrder,
  newestFirst,
  orderView,
  otcCodes,
  requireAmount,
  requireFits,
  requirePassedKyc,
  returnToAdvert,
  type AdvertAmount,
} from './otc-common.ts';
import { noDate, notYetProgressed, type OtcOrder } from './otc.state.ts';

type NewOrder = Pick<
  OtcOrder,
  | 'customerId'
  | 'Side'
  | 'Status'
  | 'paymentMethodId'
  | 'details'
  | 'ReceiptMethodDetailId'
  | 'PayDeadline'
  | 'CreateTime'
>;

function openOrder(advert: Advert, amount: AdvertAmount, fields: NewOrder, orderId: string): OtcOrder {
  advert.available = advert.available.minus(amount.quantity);
  return {
    ...fields,
    OrderId: orderId,
    AdvId: advert.AdvId,
    MerchantName: advert.merchant.name,
    CoinCode: advert.coin,
    FiatCode: advert.fiat,
    Price: advert.price.toFixed(2),
    Quantity: amount.quantity.toFixed(),
    FiatAmount: amount.fiat.toFixed(2),
    ...notYetProgressed,
  };
}

export const otcOrderHandlers = {
  legalCurrencyOrderUserBuyCoin: (ctx) => {
    const customer = signedIn(ctx);
    requirePassedKyc(customer);
    requireAmount(ctx.body);
    const { otc } = ctx.state;
    const advert = findAdvert(otc, ctx.body.AdvId);
    if (advert.side !== 'buy')
      throw new SandboxFault(
        otcCodes.wrongAdvertSide,
        `Advert ${advert.AdvId} buys coin; pick an advert that sells it`,
      );
    if (!advert.paymentMethodIds.includes(ctx.body.PaymentMethodId)) {
      throw new SandboxFault(
        otcCodes.methodNotAccepted,
        `Advert ${advert.AdvId} does not accept payment method ${ctx.body.PaymentMethodId}`,
      );
    }
    const amount = amountOn(advert, ctx.body.FiatAmount, ctx.body.Quantity);
    requireFits(advert, amount);
    const channel = receiptChannelById(ctx.body.PaymentMethodId)!;
    const t = now();
    const order = openOrder(
      advert,
      amount,
      {
        customerId: customer.UserId,
        Side: 'buy',
        Status: 'unpaid',
        paymentMethodId: channel.id,
        details: Object.entries(merchantPaymentValues(advert.merchant, channel)).map(([Name, Value]) => ({
          Name,
          Value,
        })),
        ReceiptMethodDetailId: null,
        PayDeadline: new Date(t + payTimeLimitMinutes * 60_000).toISOString(),
        CreateTime: new Date(t).toISOString(),
      },
      otc.nextOrderId(),
    );
    otc.orders.push(order);
    return orderView(order, ctx.language);
  },

  legalCurrencyOrderUserSellCoin: (ctx) => {
    const customer = signedIn(ctx);
    requirePassedKyc(customer);
    const { otc, core } = ctx.state;
    const advert = findAdvert(otc, ctx.body.AdvId);
    if (advert.side !== 'sell')
      throw new SandboxFault(
        otcCodes.wrongAdvertSide,
        `Advert ${advert.AdvId} sells coin; pick an advert that buys it`,
      );
    const method = otc.receiptMethods.find(
      (m) => m.UserReceiptMethodInfoDetailId === ctx.body.ReceiptMethodDetailId && m.customerId === customer.UserId,
    );
    if (!method) throw new SandboxFault(codes.notFound, `No receipt method ${ctx.body.ReceiptMethodDetailId}`);
    if (!advert.paymentMethodIds.includes(method.channelId)) {
      throw new SandboxFault(otcCodes.methodNotAccepted, `Advert ${advert.AdvId} cannot pay to that receipt method`);
    }
    const amount = amountOn(advert, undefined, ctx.body.Quantity);
    requireFits(advert, amount);
    freeze(core.balances, customer.UserId, advert.coin, amount.quantity);
    const order = openOrder(
      advert,
      amount,
      {
        customerId: customer.UserId,
        Side: 'sell',
        Status: 'waitingPayment',
        paymentMethodId: method.channelId,
        details: Object.entries(method.values).map(([Name, Value]) => ({ Name, Value })),
        ReceiptMethodDetailId: method.UserReceiptMethodInfoDetailId,
        PayDeadline: noDate,
        CreateTime: nowIso(),
      },
      otc.nextOrderId(),
    );
    otc.orders.push(order);
    const placed = orderView(order, ctx.language);
    order.merchantDueMs = merchantDue(otc);
    settleOtc(otc);
    return placed;
  },

  legalCurrencyOrderGetListByLegalCurrencyOrder: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const { Side, Status, CoinCode, OrderId, Ongoing } = ctx.body ?? {};
    const mine = otc.orders.filter(
      (o) =>
        o.customerId === customer.UserId &&
        (!Side || o.Side === Side) &&
        (!Status || o.Status === Status) &&
        (!CoinCode || o.CoinCode === CoinCode) &&
        (!OrderId || o.OrderId === OrderId) &&
        (Ongoing === undefined || Ongoing === !['completed', 'cancelled'].includes(o.Status)),
    );
    return pageOfViews([...mine].reverse().sort(newestFirst), ctx.body, (o) => orderView(o, ctx.language));
  },

  legalCurrencyOrderUserBuyCoinConfirmPayment: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const order = findOrder(otc, customer.UserId, ctx.body.OrderId);
    if (order.Side !== 'buy' || order.Status !== 'unpaid')
      throw new SandboxFault(
        otcCodes.orderStatusForbids,
        `Order ${order.OrderId} is ${order.Status}, not an unpaid buy`,
      );
    order.Status = 'paid';
    order.PaidTime = nowIso();
    const paid = orderView(order, ctx.language);
    order.merchantDueMs = merchantDue(otc);
    settleOtc(otc);
    return paid;
  },

  legalCurrencyOrderUserSellCoinConfirmReceipt: (ctx) => {
    const customer = signedIn(ctx);
    const { otc, core } = ctx.state;
    settleOtc(otc);
    const order = findOrder(otc, customer.UserId, ctx.body.OrderId);
    if (order.Side !== 'sell' || order.Status !== 'paid')
      throw new SandboxFault(otcCodes.orderStatusForbids, `Order ${order.OrderId} is ${order.Status}, not a paid sell`);
    if (customer.pinHash !== null || customer.google.enabled) confirmWithPinOrGoogle(customer, ctx.body);
    order.Status = 'completed';
    order.CompleteTime = nowIso();
    unfreeze(core.balances, customer.UserId, order.CoinCode, order.Quantity, true);
    return orderView(order, ctx.language);
  },

  legalCurrencyOrderUserCancelBuyCoin: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const order = findOrder(otc, customer.UserId, ctx.body.OrderId);
    if (order.Side !== 'buy' || order.Status !== 'unpaid')
      throw new SandboxFault(
        otcCodes.orderStatusForbids,
        `Order ${order.OrderId} is ${order.Status}; only an unpaid buy can be cancelled`,
      );
    order.Status = 'cancelled';
    order.CancelledBy = 'customer';
    order.CancelReason = ctx.body.Reason;
    order.CancelTime = nowIso();
    returnToAdvert(otc, order);
    return orderView(order, ctx.language);
  },
} satisfies ModuleHandlers;
