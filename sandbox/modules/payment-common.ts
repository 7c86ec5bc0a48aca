/** What the payment handlers share: channel and form checks, order placement and settlement, the order view. */
import type { components } from '../../generated/base.ts';
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { SandboxState } from '../state/index.ts';
import { credit, debit } from '../state/balances.ts';
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
import { paymentCodes, quoteBuy, quoteSell } from './payment-rules.ts';
import type { PaymentOrderRecord, PaymentState } from './payment.state.ts';

type Schemas = components['schemas'];

/** How long the sandbox's providers take to confirm a submitted order. */
export const settleAfterMs = 10_000;
/** How long a KlicklPay order may wait for its go-ahead before it is cancelled. */
export const createdLifetimeMs = 30 * 60_000;

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
  if (channel.side !== wanted.side) throw new SandboxFault(paymentCodes.channelMismatch, `Channel ${id} is not a ${role} channel`);
  if (wanted.provider && channel.provider !== wanted.provider) {
    throw new SandboxFault(paymentCodes.channelMismatch, `Channel ${id} is not a ${providerNames[wanted.provider]} channel`);
  }
  if ((wanted.fiat && channel.fiat !== wanted.fiat) || (wanted.coin && !channel.coins.includes(wanted.coin))) {
    throw new SandboxFault(paymentCodes.channelMismatch, `Channel ${id} does not trade ${wanted.coin ?? ''}/${wanted.fiat ?? channel.fiat}`);
  }
  return channel;
}

/** The channel's fields; a payment field's choices are the channel's own (its networks, its banks). */
export const fieldsOf = (channel: PaymentChannel): ChannelField[] =>
  channel.fields.map(([name, required, options]) => ({ name, spec: fieldSpecs[name], required, options }));

/** The form's values, checked against the channel's fields (form-fields.ts). */
export const checkedFields = (channel: PaymentChannel, given: Record<string, string> = {}): Record<string, string> =>
  checkedValues(fieldsOf(channel), given, `channel ${channel.id}`);

export function requireApprovedFacilita(payment: PaymentState, customerId: number, language: Language): void {
  if (payment.registrations.get(customerId)?.Status !== 'approved') throw new SandboxFault(paymentCodes.notRegistered, notRegisteredMsg.trade[language]);
}

export const channelName = (channel: PaymentChannel, language: Language): string => `${providerNames[channel.provider]} · ${payTypeNames[channel.payType][language]}`;

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

/** Prices and records an order; a sell's coin leaves the spot account now. */
export function placeOrder(state: SandboxState, p: Placement): PaymentOrderRecord {
  const quote = p.channel.side === 'buy' ? quoteBuy(p.channel, p.coin, p.amount) : quoteSell(p.channel, p.coin, p.amount);
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
  });
}

/** What the providers have done since: submitted orders confirm after 10 s, created ones lapse after 30 min. */
export function settleOrders(state: SandboxState): void {
  const t = now();
  for (const order of state.payment.orders) {
    if (order.Status === 'submitted' && order.submittedMs !== null && t - order.submittedMs >= settleAfterMs) {
      order.Status = 'completed';
      order.CompleteTime = order.UpdateTime = nowIso();
      if (order.Side === 'buy') credit(state.core.balances, order.customerId, order.CoinCode, order.Quantity);
    } else if (order.Status === 'created' && t - Date.parse(order.CreateTime) >= createdLifetimeMs) {
      order.Status = 'cancelled';
      order.UpdateTime = nowIso();
      if (order.Side === 'sell') credit(state.core.balances, order.customerId, order.CoinCode, order.Quantity);
    }
  }
}

export function orderView(order: PaymentOrderRecord, language: Language): Schemas['PaymentOrder'] {
  const { customerId: _customer, instructions, submittedMs: _submitted, ...fields } = order;
  return {
    ...fields,
    PayMethodName: channelName(paymentChannelById(order.PayMethodId)!, language),
    PaymentInstructions: instructions.map(({ Name, Value }) => ({ Name, Label: instructionLabels[Name]?.[language] ?? Name, Value })),
  };
}

export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number => b.CreateTime.localeCompare(a.CreateTime);
