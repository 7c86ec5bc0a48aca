/**
 * State of the OTC desk: the merchants' adverts (their stock moves with orders), the
 * customers' orders, receipt methods and appeals. The demo customer starts with two receipt
 * methods, eight past orders and two appeals.
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { BalanceStore } from '../state/balances.ts';
import type { CoreState } from '../state/core.ts';
import {
  buildAdverts,
  payTimeLimitMinutes,
  quantityPrecision,
  type Advert,
  type OtcSide,
} from '../seed/otc-adverts.ts';
import { merchantPaymentValues, receiptChannelById, tr, type Texts } from '../seed/otc-catalog.ts';

type Schemas = components['schemas'];

/** A stored order: the answer's fields, with the localized parts kept as ids and values. */
export interface OtcOrder extends Omit<Schemas['LegalCurrencyOrder'], 'PaymentMethod' | 'PaymentDetails'> {
  customerId: number;
  paymentMethodId: number;
  /** Where the money goes, as field name and value; labels are added per language. */
  details: { Name: string; Value: string }[];
  /** When the merchant releases a paid buy or pays a sell (sandbox clock, ms); null while it does not. */
  merchantDueMs: number | null;
}

export interface ReceiptMethod {
  UserReceiptMethodInfoDetailId: number;
  customerId: number;
  channelId: number;
  values: Record<string, string>;
  CreateTime: string;
}

export type AppealStatus = Schemas['AppealStatus'];
export type AppealStep = 'created' | 'merchantNotified' | 'processing' | 'resolved';

export interface Appeal {
  AppealId: number;
  customerId: number;
  OrderId: string;
  Reason: Schemas['AppealReason'];
  Description: string;
  EvidenceFileIds: string[];
  Status: AppealStatus;
  result: Texts | null;
  CreateTime: string;
  UpdateTime: string;
  progress: { Time: string; Status: AppealStatus; step: AppealStep }[];
  /** When support takes the appeal up and when it resolves it (sandbox clock, ms); null for the seeded ones, which stay as they are. */
  movesMs: { processing: number; resolved: number } | null;
}

/** How the sandbox's merchants act (knob otc-merchant): at once, some minutes later on the sandbox clock, or never. */
export interface MerchantKnob {
  acts: 'atOnce' | 'onClock' | 'never';
  minutes: number;
}

export interface OtcState {
  /** The spot balances a release credits and a resolved sell appeal unfreezes. */
  balances: BalanceStore;
  merchant: MerchantKnob;
  adverts: Advert[];
  orders: OtcOrder[];
  receiptMethods: ReceiptMethod[];
  appeals: Appeal[];
  nextOrderId: () => string;
  nextReceiptMethodId: () => number;
  nextAppealId: () => number;
}

/** The "no date" value of the contract's DateTime. */
export const noDate = '0001-01-01T00:00:00';

/** What a new order has not done yet: be paid, completed, cancelled or appealed. */
export const notYetProgressed = {
  PaidTime: noDate,
  CompleteTime: noDate,
  CancelTime: noDate,
  CancelledBy: null,
  CancelReason: null,
  AppealId: null,
  merchantDueMs: null,
} as const satisfies Partial<OtcOrder>;

const at = (ms: number): string => new Date(ms).toISOString();
const minute = 60_000;
const day = 24 * 60 * minute;

export function createOtcState(core: CoreState): OtcState {
  const orderSeq = counter(2_406_180_001);
  const state: OtcState = {
    balances: core.balances,
    merchant: { acts: 'atOnce', minutes: 5 },
    adverts: buildAdverts(),
    orders: [],
    receiptMethods: [],
    appeals: [],
    nextOrderId: () => String(orderSeq()),
    nextReceiptMethodId: counter(8_001),
    nextAppealId: counter(3_001),
  };
  seedDemo(state, core.customers.list[0].UserId, now());
  return state;
}

function seedDemo(state: OtcState, customerId: number, t: number): void {
  const bank = addMethod(
    state,
    customerId,
    1,
    { BankName: 'GTBank', AccountNumber: '0123454821', AccountName: 'Adaeze Okafor' },
    t - 30 * day,
  );
  addMethod(state, customerId, 2, { PhoneNumber: '+2348031234567', AccountName: 'Adaeze Okafor' }, t - 20 * day);
  const o = (side: OtcSide, coin: string, fiatAmount: string, createdMsAgo: number) =>
    seedOrder(state, customerId, side, coin, fiatAmount, t - createdMsAgo, bank);

  const first = complete(o('buy', 'USDT', '158550', 20 * day));
  complete(o('sell', 'USDT', '317100', 15 * day));
  cancel(state, o('buy', 'BTC', '500000', 12 * day), 'customer', 'The price changed before I could pay');
  cancel(state, o('buy', 'USDT', '95130', 10 * day), 'timeout', null);
  complete(o('sell', 'ETH', '2750000', 7 * day));
  const disputed = paid(o('buy', 'USDT', '475650', 3 * day));
  disputed.Status = 'appealing';
  paid(o('buy', 'USDC', '80000', 2 * 60 * minute));
  o('buy', 'USDT', '63420', 5 * minute);

  const resolved = seedAppeal(
    state,
    first,
    'paidNotReleased',
    'I paid by bank transfer but the merchant did not release the USDT.',
    'resolved',
  );
  resolved.result = tr(
    'The merchant released the coins after review.',
    'Le marchand a libéré les cryptomonnaies après examen.',
    '经审核，商家已放币。',
    '經審核，商家已放幣。',
  );
  seedAppeal(
    state,
    disputed,
    'paidNotReleased',
    'Paid 475,650 NGN an hour ago; the merchant does not answer the chat.',
    'processing',
  );
}

function addMethod(
  state: OtcState,
  customerId: number,
  channelId: number,
  values: Record<string, string>,
  atMs: number,
): ReceiptMethod {
  const method = {
    UserReceiptMethodInfoDetailId: state.nextReceiptMethodId(),
    customerId,
    channelId,
    values,
    CreateTime: at(atMs),
  };
  state.receiptMethods.push(method);
  return method;
}

/** A past order on the best NGN advert of its side, its fiat amount as given. */
function seedOrder(
  state: OtcState,
  customerId: number,
  side: OtcSide,
  coin: string,
  fiatAmount: string,
  atMs: number,
  method: ReceiptMethod,
): OtcOrder {
  const advert = state.adverts.find((a) => a.side === side && a.coin === coin && a.fiat === 'NGN')!;
  const quantity = new Decimal(fiatAmount)
    .div(advert.price)
    .toDecimalPlaces(quantityPrecision(coin), Decimal.ROUND_DOWN);
  advert.available = advert.available.minus(quantity);
  const channelId = side === 'buy' ? advert.paymentMethodIds[0] : method.channelId;
  const channel = receiptChannelById(channelId)!;
  const values = side === 'buy' ? merchantPaymentValues(advert.merchant, channel) : method.values;
  const order: OtcOrder = {
    OrderId: state.nextOrderId(),
    customerId,
    Side: side,
    Status: side === 'buy' ? 'unpaid' : 'waitingPayment',
    AdvId: advert.AdvId,
    MerchantName: advert.merchant.name,
    CoinCode: coin,
    FiatCode: 'NGN',
    Price: advert.price.toFixed(2),
    Quantity: quantity.toFixed(),
    FiatAmount: quantity.times(advert.price).toFixed(2),
    paymentMethodId: channelId,
    details: Object.entries(values).map(([Name, Value]) => ({ Name, Value })),
    ReceiptMethodDetailId: side === 'sell' ? method.UserReceiptMethodInfoDetailId : null,
    PayDeadline: side === 'buy' ? at(atMs + payTimeLimitMinutes * minute) : noDate,
    CreateTime: at(atMs),
    ...notYetProgressed,
  };
  state.orders.push(order);
  return order;
}

const createdMs = (order: OtcOrder): number => Date.parse(order.CreateTime);

function paid(order: OtcOrder): OtcOrder {
  order.Status = 'paid';
  order.PaidTime = at(createdMs(order) + 6 * minute);
  return order;
}

function complete(order: OtcOrder): OtcOrder {
  paid(order);
  order.Status = 'completed';
  order.CompleteTime = at(createdMs(order) + 11 * minute);
  return order;
}

function cancel(state: OtcState, order: OtcOrder, by: 'customer' | 'timeout', reason: string | null): OtcOrder {
  const advert = state.adverts.find((a) => a.AdvId === order.AdvId)!;
  advert.available = advert.available.plus(order.Quantity);
  order.Status = 'cancelled';
  order.CancelledBy = by;
  order.CancelReason = reason;
  order.CancelTime = by === 'timeout' ? order.PayDeadline : at(createdMs(order) + 4 * minute);
  return order;
}

function seedAppeal(
  state: OtcState,
  order: OtcOrder,
  reason: Appeal['Reason'],
  description: string,
  status: 'processing' | 'resolved',
): Appeal {
  const opened = Date.parse(order.PaidTime) + 40 * minute;
  const progress: Appeal['progress'] = [
    { Time: at(opened), Status: 'pending', step: 'created' },
    { Time: at(opened + minute), Status: 'pending', step: 'merchantNotified' },
    { Time: at(opened + 2 * 60 * minute), Status: 'processing', step: 'processing' },
  ];
  if (status === 'resolved') progress.push({ Time: at(opened + day), Status: 'resolved', step: 'resolved' });
  const appeal: Appeal = {
    AppealId: state.nextAppealId(),
    customerId: order.customerId,
    OrderId: order.OrderId,
    Reason: reason,
    Description: description,
    EvidenceFileIds: ['evidence-transfer-receipt.png'],
    Status: status,
    result: null,
    CreateTime: at(opened),
    UpdateTime: progress[progress.length - 1].Time,
    progress,
    movesMs: null,
  };
  order.AppealId = appeal.AppealId;
  state.appeals.push(appeal);
  return appeal;
}
