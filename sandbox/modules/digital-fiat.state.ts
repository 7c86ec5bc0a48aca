/**
 * State the digital-fiat module keeps while the sandbox runs: pay-in orders (buying USDT with
 * fiat), pay-out orders (selling it to a bank account) and the customers' bank accounts.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import { coinByCode, type SeedCoin } from '../seed/coins.ts';
import { bankName, paymentTypes, type SeedPaymentType, type Texts } from '../seed/digital-fiat-catalog.ts';
import type { CoreState } from '../state/core.ts';
import {
  fiatByCode,
  fiatCoinCode,
  payInQuote,
  payOutQuote,
  type PayInQuote,
  type PayOutQuote,
} from './digital-fiat-pricing.ts';

export interface PayInRecord {
  /** Id of the movement in the assets records. */
  recordId: number;
  orderId: string;
  customerId: number;
  fiatCode: string;
  coin: SeedCoin;
  fiatAmount: string;
  rate: string;
  fee: string;
  receiveAmount: string;
  payTypeId: number;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  failReason: Texts | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
}

export interface PayOutRecord {
  recordId: number;
  orderId: string;
  customerId: number;
  coin: SeedCoin;
  amount: string;
  fiatCode: string;
  rate: string;
  fiatAmount: string;
  fee: string;
  receiveFiatAmount: string;
  payTypeId: number;
  /** The account as it was when paid to, so that later edits do not rewrite history. */
  bankAccountId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  status: 'processing' | 'completed';
  createdAt: number;
  completedAt: number | null;
}

export interface BankAccountRecord {
  id: number;
  customerId: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  createdAt: number;
}

export interface DigitalFiatState {
  payIns: PayInRecord[];
  payOuts: PayOutRecord[];
  bankAccounts: BankAccountRecord[];
  nextPayInId: () => number;
  nextPayOutId: () => number;
  nextBankAccountId: () => number;
}

/** How long a customer has to pay a pay-in order. */
export const payInLifetimeMs = 15 * 60_000;

const HOUR = 3_600_000;

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
export const payInOrderId = (recordId: number, createdAt: number): string => `PI${ymd(createdAt)}${recordId}`;
export const payOutOrderId = (recordId: number, createdAt: number): string => `PO${ymd(createdAt)}${recordId}`;

/** A pay-in order of a quote, waiting for the customer to pay. */
export function newPayIn(o: {
  recordId: number;
  customerId: number;
  coin: SeedCoin;
  type: SeedPaymentType;
  fiatAmount: Decimal;
  quote: PayInQuote;
  createdAt: number;
}): PayInRecord {
  return {
    recordId: o.recordId,
    orderId: payInOrderId(o.recordId, o.createdAt),
    customerId: o.customerId,
    fiatCode: o.type.FiatCode,
    coin: o.coin,
    fiatAmount: o.fiatAmount.toFixed(2),
    rate: o.quote.rate.toFixed(2),
    fee: o.quote.fee.toFixed(2),
    receiveAmount: o.quote.receiveAmount.toFixed(o.coin.Precision),
    payTypeId: o.type.PayTypeId,
    status: 'pending',
    failReason: null,
    createdAt: o.createdAt,
    expiresAt: o.createdAt + payInLifetimeMs,
    paidAt: null,
  };
}

/**
 * A pay-out order of a quote to one of the customer's bank accounts, being processed. It keeps
 * the account as it is now (see PayOutRecord), under the bank name the caller looked up.
 */
export function newPayOut(o: {
  recordId: number;
  account: BankAccountRecord;
  bankName: string;
  coin: SeedCoin;
  type: SeedPaymentType;
  amount: Decimal;
  quote: PayOutQuote;
  createdAt: number;
}): PayOutRecord {
  return {
    recordId: o.recordId,
    orderId: payOutOrderId(o.recordId, o.createdAt),
    customerId: o.account.customerId,
    coin: o.coin,
    amount: o.amount.toFixed(o.coin.Precision),
    fiatCode: o.type.FiatCode,
    rate: o.quote.rate.toFixed(2),
    fiatAmount: o.quote.fiatAmount.toFixed(2),
    fee: o.quote.fee.toFixed(2),
    receiveFiatAmount: o.quote.receiveFiatAmount.toFixed(2),
    payTypeId: o.type.PayTypeId,
    bankAccountId: o.account.id,
    bankCode: o.account.bankCode,
    bankName: o.bankName,
    accountNumber: o.account.accountNumber,
    accountName: o.account.accountName,
    status: 'processing',
    createdAt: o.createdAt,
    completedAt: null,
  };
}

/** [hours ago, PayTypeId, fiat amount]: pay-ins of the demo customer, all paid. */
const seedPayIns: [number, number, string][] = [
  [480, 1, '500000'],
  [190, 2, '150000'],
];

function seedPayIn(
  customerId: number,
  recordId: number,
  start: number,
  [hoursAgo, payTypeId, amount]: [number, number, string],
): PayInRecord {
  const type = paymentTypes.find((t) => t.PayTypeId === payTypeId)!;
  const coin = coinByCode(fiatCoinCode)!;
  const fiatAmount = new Decimal(amount);
  const quote = payInQuote(fiatByCode(type.FiatCode), coin, type, fiatAmount);
  const createdAt = start - hoursAgo * HOUR;
  return {
    ...newPayIn({ recordId, customerId, coin, type, fiatAmount, quote, createdAt }),
    status: 'paid',
    paidAt: createdAt + 4 * 60_000,
  };
}

function seedPayOut(account: BankAccountRecord, recordId: number, start: number): PayOutRecord {
  const type = paymentTypes.find((t) => t.PayTypeId === 11)!;
  const coin = coinByCode(fiatCoinCode)!;
  const amount = new Decimal(300);
  const quote = payOutQuote(fiatByCode(type.FiatCode), coin, type, amount);
  const createdAt = start - 290 * HOUR;
  const payOut = newPayOut({
    recordId,
    account,
    bankName: bankName(account.bankCode)!,
    coin,
    type,
    amount,
    quote,
    createdAt,
  });
  return { ...payOut, status: 'completed', completedAt: createdAt + 25 * 60_000 };
}

export function createDigitalFiatState(core: CoreState): DigitalFiatState {
  const demoId = core.customers.list[0].UserId;
  const start = now();
  const nextPayInId = counter(20001);
  const nextPayOutId = counter(30001);
  const nextBankAccountId = counter(1);
  const gtBank: BankAccountRecord = {
    id: nextBankAccountId(),
    customerId: demoId,
    bankCode: '058',
    accountNumber: '0123456789',
    accountName: 'DEMO CUSTOMER',
    createdAt: start - 30 * 24 * HOUR,
  };
  return {
    payIns: seedPayIns.map((row) => seedPayIn(demoId, nextPayInId(), start, row)),
    payOuts: [seedPayOut(gtBank, nextPayOutId(), start)],
    bankAccounts: [gtBank],
    nextPayInId,
    nextPayOutId,
    nextBankAccountId,
  };
}
