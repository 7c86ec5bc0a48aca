/**
 * DigitalFiat module handlers: payment types, pay-in quotes and orders (paid shortly after they
 * are made, crediting USDT), and pay-out orders to the customer's bank accounts.
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { paymentTypes, type Language, type Texts } from '../seed/digital-fiat-catalog.ts';
import { balanceOf, debit } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { iso, isoOrNull } from './assets-common.ts';
import { markPayInPaid, settleAssets } from './assets-settle.ts';
import { confirmSecurity } from './assets-verify.ts';
import { bankHandlers, knownBankName, ownBankAccount } from './digital-fiat-bank.ts';
import { checkLimits, fiatByCode, fiatCoin, paymentTypeOf, payInQuote, payOutQuote } from './digital-fiat-pricing.ts';
import { newPayIn, newPayOut, type PayInRecord, type PayOutRecord } from './digital-fiat.state.ts';
import { payInDetails, payInFailedReason } from '../seed/digital-fiat-pay-in.ts';

type FiatCode = components['schemas']['FiatCode'];
type RechargeRequest = components['schemas']['RechargeRequest'];
type PayOutRequest = components['schemas']['PayOutRequest'];

/** How long a pay-in quote's rate holds. */
export const quoteLifetimeMs = 30_000;

const payTypeName = (payTypeId: number, language: Language): string =>
  paymentTypes.find((t) => t.PayTypeId === payTypeId)!.name[language];

/** Fiat amounts are in whole cents (kobo, pesewas...). */
function fiatAmountOf(text: string): Decimal {
  const amount = new Decimal(text);
  if (amount.decimalPlaces() > 2) throw new SandboxFault(codes.invalidArgument, 'FiatAmount has at most 2 decimals');
  return amount;
}

function quoteRecharge(body: RechargeRequest) {
  const coin = fiatCoin(body.CoinId);
  const type = paymentTypeOf(body.PayTypeId, body.FiatCode, 'in');
  const fiatAmount = fiatAmountOf(body.FiatAmount);
  checkLimits(type, fiatAmount);
  return { coin, type, fiatAmount, quote: payInQuote(fiatByCode(body.FiatCode), coin, type, fiatAmount) };
}

function toPayInOrder(o: PayInRecord, language: Language): components['schemas']['PayInOrder'] {
  const channel = paymentTypes.find((t) => t.PayTypeId === o.payTypeId)!.Channel;
  return {
    OrderId: o.orderId,
    FiatCode: o.fiatCode as FiatCode,
    CoinId: o.coin.CoinId,
    Code: o.coin.Code,
    FiatAmount: o.fiatAmount,
    PayTypeId: o.payTypeId,
    PayTypeName: payTypeName(o.payTypeId, language),
    Rate: o.rate,
    Fee: o.fee,
    ReceiveAmount: o.receiveAmount,
    Status: o.status,
    FailReason: o.failReason?.[language] ?? null,
    PayUrl: `/fiat/payment?orderId=${encodeURIComponent(o.orderId)}`,
    PaymentDetails: payInDetails(channel, o.orderId, o.recordId).map((d) => ({
      Name: d.Name,
      Label: d.label[language],
      Value: d.value,
    })),
    ExpireTime: iso(o.expiresAt),
    CreateTime: iso(o.createdAt),
    PaidTime: isoOrNull(o.paidAt),
  };
}

function toPayOutOrder(o: PayOutRecord, language: Language): components['schemas']['PayOutOrder'] {
  return {
    OrderId: o.orderId,
    CoinId: o.coin.CoinId,
    Code: o.coin.Code,
    Amount: o.amount,
    FiatCode: o.fiatCode as FiatCode,
    Rate: o.rate,
    FiatAmount: o.fiatAmount,
    Fee: o.fee,
    ReceiveFiatAmount: o.receiveFiatAmount,
    PayTypeId: o.payTypeId,
    PayTypeName: payTypeName(o.payTypeId, language),
    BankAccountId: o.bankAccountId,
    BankName: o.bankName,
    AccountNumber: o.accountNumber,
    AccountName: o.accountName,
    Status: o.status,
    CreateTime: iso(o.createdAt),
    CompleteTime: isoOrNull(o.completedAt),
  };
}

function createPayOut(state: SandboxState, customer: Customer, body: PayOutRequest): PayOutRecord {
  const coin = fiatCoin(body.CoinId);
  const type = paymentTypeOf(body.PayTypeId, body.FiatCode, 'out');
  if (type.Channel !== 'bank')
    throw new SandboxFault(codes.invalidArgument, `Payment type ${type.PayTypeId} does not pay to a bank account`);
  const account = ownBankAccount(state, customer, body.BankAccountId);
  const amount = new Decimal(body.Amount);
  if (amount.decimalPlaces() > coin.Precision)
    throw new SandboxFault(codes.invalidArgument, `${coin.Code} amounts have at most ${coin.Precision} decimals`);
  const quote = payOutQuote(fiatByCode(body.FiatCode), coin, type, amount);
  checkLimits(type, quote.fiatAmount);
  // The balance is checked before the codes so that a refusal does not use up the email code.
  if (balanceOf(state.core.balances, customer.UserId, coin.Code).available.lt(amount)) {
    throw new SandboxFault(codes.insufficientBalance, `Insufficient ${coin.Code} balance`);
  }
  confirmSecurity(state.core.codes, customer, 'fiatWithdraw', { emailCode: body.EmailCode, pin: body.Pin });
  debit(state.core.balances, customer.UserId, coin.Code, amount);
  const recordId = state.digitalFiat.nextPayOutId();
  return newPayOut({
    recordId,
    account,
    bankName: knownBankName(account.bankCode),
    coin,
    type,
    amount,
    quote,
    createdAt: now(),
  });
}

const orderHandlers = {
  digitalFiatGetPaymentTypeList: (ctx) =>
    paymentTypes
      .filter((t) => t.FiatCode === ctx.query.fiatCode && t.Direction === ctx.query.direction)
      .map((t) => ({
        PayTypeId: t.PayTypeId,
        Name: t.name[ctx.language],
        Channel: t.Channel,
        FiatCode: t.FiatCode as FiatCode,
        Direction: t.Direction,
        MinAmount: t.MinAmount,
        MaxAmount: t.MaxAmount,
        FeeRate: t.FeeRate,
      })),

  digitalFiatRechargeCalculateService: (ctx) => {
    const { coin, type, fiatAmount, quote } = quoteRecharge(ctx.body);
    return {
      FiatCode: ctx.body.FiatCode,
      CoinId: coin.CoinId,
      Code: coin.Code,
      FiatAmount: fiatAmount.toFixed(2),
      PayTypeId: type.PayTypeId,
      Rate: quote.rate.toFixed(2),
      Fee: quote.fee.toFixed(2),
      ReceiveAmount: quote.receiveAmount.toFixed(coin.Precision),
      ExpireTime: iso(now() + quoteLifetimeMs),
    };
  },

  digitalFiatDfcRecharge: (ctx) => {
    const customer = signedIn(ctx);
    const { coin, type, fiatAmount, quote } = quoteRecharge(ctx.body);
    const recordId = ctx.state.digitalFiat.nextPayInId();
    const order = newPayIn({ recordId, customerId: customer.UserId, coin, type, fiatAmount, quote, createdAt: now() });
    ctx.state.digitalFiat.payIns.push(order);
    return toPayInOrder(order, ctx.language);
  },

  digitalFiatGetRechargePayInOrder: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    const order = ctx.state.digitalFiat.payIns.find(
      (o) => o.orderId === ctx.query.orderId && o.customerId === customer.UserId,
    );
    if (!order) throw new SandboxFault(codes.notFound, `No pay-in order ${ctx.query.orderId}`);
    return toPayInOrder(order, ctx.language);
  },

  digitalFiatCreateWithdrawOrder: (ctx) => {
    const order = createPayOut(ctx.state, signedIn(ctx), ctx.body);
    ctx.state.digitalFiat.payOuts.push(order);
    return toPayOutOrder(order, ctx.language);
  },
} satisfies ModuleHandlers;

export const digitalFiatHandlers = {
  ...orderHandlers,
  ...bankHandlers,
} satisfies ModuleHandlers;

export type PayInOutcome = 'paid' | 'failed' | 'expired';

/**
 * The provider's word on a pending pay-in order (the pay-in knob): the customer's latest one, or
 * the one named, is paid (the coin credited), fails with a reason, or expires unpaid.
 */
export function settlePayIn(
  state: SandboxState,
  customerId: number,
  outcome: PayInOutcome,
  orderId?: string,
  reason?: Texts,
): PayInRecord | null {
  settleAssets(state);
  const pending = state.digitalFiat.payIns.filter(
    (o) => o.customerId === customerId && o.status === 'pending' && (orderId === undefined || o.orderId === orderId),
  );
  const order = pending.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!order) return null;
  if (outcome === 'paid') markPayInPaid(state, order, now());
  else order.status = outcome;
  if (outcome === 'failed') order.failReason = reason ?? payInFailedReason;
  return order;
}
