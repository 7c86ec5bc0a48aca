/** What the payment handlers share: channel and form checks, order placement and settlement, the order view. */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { SandboxState } from '../state/index.ts';
import { credit, debit } from '../state/balances.ts';
import { findCustomerById } from '../state/customers.ts';
import {
  fieldSpecs,
  instructionLabels,
  notRegisteredMsg,
  paymentChannelById,
  payTypeNames,
  providerNames,
  type Language,
  type PaymentChannel,
  type PaymentSide,
  type Provider,
} from '../seed/payment-catalog.ts';
import { checkedValues, type ChannelField } from './form-fields.ts';
import { recordOrder } from './payment-records.ts';
import { paymentCodes, quoteBuy, quoteSell, type Quote } from './payment-rules.ts';
import type { FacilitaRegistrationRecord, PaymentOrderRecord, PaymentOutcome, PaymentState } from './payment-store.ts';

type Schemas = components['schemas'];

/** How long the sandbox's providers take to settle a submitted order. */
export const settleAfterMs = 10_000;

export interface ChannelWanted {
  side: PaymentSide;
  coin?: string;
  fiat?: string;
  provider?: Provider;
}

export function requireChannel(id: number, wanted: ChannelWanted): PaymentChannel {
  const channel = paymentChannelById(id);
  if (!channel) throw new SandboxFault(codes.notFound, `No payment channel ${id}`);
  const role = wanted.side === 'buy' ? 'pay-in' : 'payout';
  if (channel.side !== wanted.side)
    throw new SandboxFault(paymentCodes.channelMismatch, `Channel ${id} is not a ${role} channel`);
  if (wanted.provider && channel.provider !== wanted.provider) {
    throw new SandboxFault(
      paymentCodes.channelMismatch,
      `Channel ${id} is not a ${providerNames[wanted.provider]} channel`,
    );
  }
  if ((wanted.fiat && channel.fiat !== wanted.fiat) || (wanted.coin && !channel.coins.includes(wanted.coin))) {
    throw new SandboxFault(
      paymentCodes.channelMismatch,
      `Channel ${id} does not trade ${wanted.coin ?? ''}/${wanted.fiat ?? channel.fiat}`,
    );
  }
  return channel;
}

/** The channel's fields; a payment field's choices are the channel's own (its networks, its banks). */
export const fieldsOf = (channel: PaymentChannel): ChannelField[] =>
  channel.fields.map(([name, required, options]) => ({ name, spec: fieldSpecs[name], required, options }));

/** The form's values, checked against the channel's fields (form-fields.ts). */
export const checkedFields = (channel: PaymentChannel, given: Record<string, string> = {}): Record<string, string> =>
  checkedValues(fieldsOf(channel), given, `channel ${channel.id}`);

/** FacilitaPay approves a registration 10 s after it was sent. */
export function reviewRegistration(reg: FacilitaRegistrationRecord): void {
  if (reg.Status === 'pending' && reg.sentMs !== null && now() - reg.sentMs >= settleAfterMs) {
    reg.Status = 'approved';
    reg.ApprovedTime = nowIso();
  }
}

export function requireApprovedFacilita(payment: PaymentState, customerId: number, language: Language): void {
  const reg = payment.registrations.get(customerId);
  if (reg) reviewRegistration(reg);
  if (reg?.Status !== 'approved') throw new SandboxFault(paymentCodes.notRegistered, notRegisteredMsg.trade[language]);
}

export const channelName = (channel: PaymentChannel, language: Language): string =>
  `${providerNames[channel.provider]} · ${payTypeNames[channel.payType][language]}`;

export interface Placement {
  customerId: number;
  channel: PaymentChannel;
  coin: string;
  /** The buy's fiat amount, or the sell's quantity. */
  amount: string;
  values: Record<string, string>;
  status: 'created' | 'submitted';
  bankAccountId: number | null;
}

const day = 24 * 3_600_000;
const lapsed: PaymentOrderRecord['Status'][] = ['failed', 'cancelled', 'expired'];

/** Refuses an order that would take the customer over the channel's 24-hour limit (higher once verified). */
function requireWithinDailyLimit(state: SandboxState, p: Placement, quote: Quote): void {
  const verified = findCustomerById(state.core.customers, p.customerId)?.kyc.status === 'passed';
  const limit = new Decimal(verified ? p.channel.verifiedDailyLimit : p.channel.dailyLimit);
  const since = now() - day;
  const used = state.payment.orders
    .filter(
      (o) =>
        o.customerId === p.customerId &&
        o.PayMethodId === p.channel.id &&
        !lapsed.includes(o.Status) &&
        Date.parse(o.CreateTime) > since,
    )
    .reduce((sum, o) => sum.plus(o.FiatAmount), new Decimal(0));
  if (used.plus(quote.fiatAmount).gt(limit)) {
    const left = Decimal.max(limit.minus(used), 0);
    throw new SandboxFault(
      paymentCodes.outsideChannelLimits,
      `The daily limit of this channel is ${limit.toFixed()} ${p.channel.fiat}; ${left.toFixed()} ${p.channel.fiat} is left today`,
    );
  }
}

/** How the next order ends: as the payment-outcome knob says while it lasts, completed otherwise. */
function nextOutcome(payment: PaymentState): PaymentOutcome {
  const knob = payment.knobs.outcome;
  if (!knob || knob.remaining <= 0) return 'completed';
  knob.remaining--;
  return knob.outcome;
}

/** Prices and records an order; a sell's coin leaves the spot account now. */
export function placeOrder(state: SandboxState, p: Placement): PaymentOrderRecord {
  const quote =
    p.channel.side === 'buy' ? quoteBuy(p.channel, p.coin, p.amount) : quoteSell(p.channel, p.coin, p.amount);
  requireWithinDailyLimit(state, p, quote);
  if (p.channel.side === 'sell') debit(state.core.balances, p.customerId, p.coin, quote.quantity);
  const t = now();
  return recordOrder(state.payment, {
    customerId: p.customerId,
    channel: p.channel,
    coin: p.coin,
    quote,
    values: p.values,
    status: p.status,
    bankAccountId: p.bankAccountId,
    createdMs: t,
    submittedMs: p.status === 'submitted' ? t : null,
    outcome: nextOutcome(state.payment),
  });
}

/** The status a provider gives the order by `t`, or null while it has nothing to say yet. */
function settledStatus(order: PaymentOrderRecord, t: number): PaymentOrderRecord['Status'] | null {
  const windowClosed = order.Side === 'buy' && t >= Date.parse(order.ExpireTime);
  if (order.Status === 'created')
    return windowClosed || (order.Side === 'sell' && t - Date.parse(order.CreateTime) >= 30 * 60_000)
      ? 'cancelled'
      : null;
  if (order.Status !== 'submitted' || order.submittedMs === null) return null;
  // A buyer who never pays lets the window close; a sell has none, so its provider refuses it instead.
  if (order.outcome === 'expired' && order.Side === 'buy') return windowClosed ? 'expired' : null;
  if (t - order.submittedMs < settleAfterMs) return null;
  return order.outcome === 'completed' ? 'completed' : 'failed';
}

/**
 * What the providers have done since: a submitted order settles 10 s after it was submitted
 * (completed, or failed when told), or expires unpaid when its payment window closes (told so);
 * a created one lapses (cancelled) after 30 minutes. A buy's coin arrives when it completes; a
 * sell's goes back when it does not.
 */
export function settleOrders(state: SandboxState): void {
  const t = now();
  for (const order of state.payment.orders) {
    const status = settledStatus(order, t);
    if (!status) continue;
    order.Status = status;
    order.UpdateTime = nowIso();
    if (status === 'completed') order.CompleteTime = order.UpdateTime;
    if (status === 'completed' && order.Side === 'buy')
      credit(state.core.balances, order.customerId, order.CoinCode, order.Quantity);
    if (status !== 'completed' && order.Side === 'sell')
      credit(state.core.balances, order.customerId, order.CoinCode, order.Quantity);
  }
}

export function orderView(order: PaymentOrderRecord, language: Language): Schemas['PaymentOrder'] {
  const { customerId: _customer, instructions, submittedMs: _submitted, outcome: _outcome, ...fields } = order;
  return {
    ...fields,
    PayMethodName: channelName(paymentChannelById(order.PayMethodId)!, language),
    PaymentInstructions: instructions.map(({ Name, Value }) => ({
      Name,
      Label: instructionLabels[Name]?.[language] ?? Name,
      Value,
    })),
  };
}

export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number =>
  b.CreateTime.localeCompare(a.CreateTime);
