/** What the OTC handlers share: their refusal codes, amounts on an advert and views. */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { Customer } from '../state/customers.ts';
import { fiatPrecision, quantityPrecision, type Advert } from '../seed/otc-adverts.ts';
import { fieldSpecs, receiptChannelById, type Language } from '../seed/otc-catalog.ts';
import type { OtcOrder, OtcState } from './otc.state.ts';

type Schemas = components['schemas'];

/** Refusals of the OTC desk; the front end shows each code's translated toast. */
export const otcCodes = {
  /** No advert of the pair and side fits the amount or payment method. */
  noAdvertMatched: 62001,
  /** The amount is outside the advert's limits or above its stock. */
  outsideAdvertLimits: 62002,
  /** The order's status does not allow the action. */
  orderStatusForbids: 62003,
  /** The advert does not accept that payment or receipt method. */
  methodNotAccepted: 62004,
  /** The order cannot be appealed: not paid, or already under appeal. */
  notAppealable: 62005,
  /** The receipt method is what an open sell order is to be paid to. */
  receiptMethodInUse: 62006,
  /** The desk does not trade that coin and fiat pair. */
  pairNotTraded: 62007,
  /** The advert serves the other side (a buy advert for a sell, or the reverse). */
  wrongAdvertSide: 62008,
  /** The customer keeps the most receipt methods of that channel already. */
  tooManyReceiptMethods: 62009,
} as const;

export function requirePassedKyc(customer: Customer): void {
  if (customer.kyc.status !== 'passed')
    throw new SandboxFault(codes.needsVerification, 'Verify your identity before trading over the counter');
}

/** The contract lets either amount be sent, so the one-of rule is checked here. */
export function requireAmount(body: { FiatAmount?: string; Quantity?: string }): void {
  if (body.FiatAmount === undefined && body.Quantity === undefined) {
    throw new SandboxFault(codes.badRequest, 'body.FiatAmount: is required when Quantity is not sent', 400);
  }
}

export interface AdvertAmount {
  fiat: Decimal;
  quantity: Decimal;
}

/** An amount at the advert's price: a fiat amount buys what it can, a quantity is truncated to the coin's decimals. */
export function amountOn(advert: Advert, fiatAmount?: string, quantity?: string): AdvertAmount {
  const places = quantityPrecision(advert.coin);
  if (fiatAmount !== undefined) {
    const fiat = new Decimal(fiatAmount).toDecimalPlaces(fiatPrecision, Decimal.ROUND_DOWN);
    return { fiat, quantity: fiat.div(advert.price).toDecimalPlaces(places, Decimal.ROUND_DOWN) };
  }
  const q = new Decimal(quantity ?? 0).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  return { fiat: q.times(advert.price).toDecimalPlaces(fiatPrecision), quantity: q };
}

export const fitsAdvert = (advert: Advert, amount: AdvertAmount): boolean =>
  amount.quantity.gt(0) &&
  amount.fiat.gte(advert.min) &&
  amount.fiat.lte(advert.max) &&
  amount.quantity.lte(advert.available);

export function requireFits(advert: Advert, amount: AdvertAmount): void {
  if (amount.quantity.gt(advert.available)) {
    throw new SandboxFault(
      otcCodes.outsideAdvertLimits,
      `The advert has only ${advert.available.toFixed()} ${advert.coin} left`,
    );
  }
  if (!fitsAdvert(advert, amount)) {
    throw new SandboxFault(
      otcCodes.outsideAdvertLimits,
      `The amount must be between ${advert.min.toFixed()} and ${advert.max.toFixed()} ${advert.fiat}`,
    );
  }
}

export function findAdvert(state: OtcState, advId: number): Advert {
  const advert = state.adverts.find((a) => a.AdvId === advId);
  if (!advert) throw new SandboxFault(codes.notFound, `No advert ${advId}`);
  return advert;
}

export function paymentMethodView(channelId: number, language: Language): Schemas['AdvPaymentMethod'] {
  const channel = receiptChannelById(channelId)!;
  return { PaymentMethodId: channel.id, Name: channel.name[language], Type: channel.type };
}

export const detailsView = (
  details: { Name: string; Value: string }[],
  language: Language,
): Schemas['PaymentDetailItem'][] =>
  details.map(({ Name, Value }) => ({ Name, Label: fieldSpecs[Name]?.label[language] ?? Name, Value }));

export function orderView(order: OtcOrder, language: Language): Schemas['LegalCurrencyOrder'] {
  const { customerId: _customer, paymentMethodId, details, merchantDueMs: _due, ...fields } = order;
  return {
    ...fields,
    PaymentMethod: paymentMethodView(paymentMethodId, language),
    PaymentDetails: detailsView(details, language),
  };
}

/** Unpaid buys past their deadline are cancelled, and their quantity goes back to the advert. */
export function expireUnpaidOrders(state: OtcState): void {
  const t = now();
  for (const order of state.orders) {
    if (order.Status !== 'unpaid' || Date.parse(order.PayDeadline) > t) continue;
    order.Status = 'cancelled';
    order.CancelledBy = 'timeout';
    order.CancelTime = nowIso();
    returnToAdvert(state, order);
  }
}

export function returnToAdvert(state: OtcState, order: OtcOrder): void {
  const advert = state.adverts.find((a) => a.AdvId === order.AdvId);
  if (advert) advert.available = advert.available.plus(order.Quantity);
}

export function findOrder(state: OtcState, customerId: number, orderId: string): OtcOrder {
  expireUnpaidOrders(state);
  const order = state.orders.find((o) => o.OrderId === orderId && o.customerId === customerId);
  if (!order) throw new SandboxFault(codes.notFound, `No order ${orderId}`);
  return order;
}

export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number =>
  b.CreateTime.localeCompare(a.CreateTime);
