/**
 * On-chain withdrawals: apply (freezes Amount plus Fee, within the chain's maximum and the day's
 * limit), confirm with the security items or cancel, then broadcast and completion shortly after
 * the confirmation (the frozen coins are spent), or a refusal with a reason (refunded).
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { isAddressOf } from '../seed/assets-chains.ts';
import { freeze, unfreeze } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { assetsCodes, coinChain, customerRecords, findCoin, iso, isoOrNull } from './assets-common.ts';
import type { ChainSetting } from '../seed/assets-chains.ts';
import type { SeedCoin } from '../seed/coins.ts';
import { frozenBy, settleAssets } from './assets-settle.ts';
import { confirmSecurity, itemsToVerify, withdrawalEmail } from './assets-verify.ts';
import type { WithdrawalRecord } from './assets.state.ts';
import { dailyAllowance } from './assets-limits.ts';
import type { Language, Texts } from '../seed/digital-fiat-catalog.ts';

type Withdrawal = components['schemas']['Withdrawal'];
type WithdrawalRequest = components['schemas']['WithdrawalRequest'];

export function toWithdrawal(w: WithdrawalRecord, language: Language): Withdrawal {
  return {
    Rid: String(w.id),
    CoinId: w.coin.CoinId,
    Code: w.coin.Code,
    Chain: w.chain,
    Address: w.address,
    Memo: w.memo,
    Amount: w.amount,
    Fee: w.fee,
    ReceiveAmount: w.amount,
    Status: w.status,
    FailReason: w.failReason?.[language] ?? null,
    TxId: w.txId,
    CreateTime: iso(w.createdAt),
    CompleteTime: isoOrNull(w.completedAt),
  };
}

function ownWithdrawal(state: SandboxState, customer: Customer, rid: string): WithdrawalRecord {
  const found = state.assets.withdrawals.find((w) => String(w.id) === rid && w.customerId === customer.UserId);
  if (!found) throw new SandboxFault(codes.notFound, `No withdrawal ${rid}`);
  if (found.status !== 'applied')
    throw new SandboxFault(
      assetsCodes.notAwaitingConfirmation,
      `Withdrawal ${rid} is ${found.status}, no longer waiting for confirmation`,
    );
  return found;
}

function checkedAmount(
  state: SandboxState,
  customer: Customer,
  body: WithdrawalRequest,
  coin: SeedCoin,
  setting: ChainSetting,
): Decimal {
  const amount = new Decimal(body.Amount);
  const code = coin.Code;
  if (amount.decimalPlaces() > coin.Precision)
    throw new SandboxFault(codes.invalidArgument, `${code} amounts have at most ${coin.Precision} decimals`);
  if (amount.lt(setting.MinWithdraw))
    throw new SandboxFault(assetsCodes.belowMinimum, `The minimum withdrawal is ${setting.MinWithdraw} ${code}`);
  if (amount.gt(setting.MaxWithdraw))
    throw new SandboxFault(assetsCodes.aboveMaximum, `The maximum withdrawal is ${setting.MaxWithdraw} ${code}`);
  const { remaining } = dailyAllowance(state, customer, coin, now());
  if (amount.gt(remaining))
    throw new SandboxFault(
      assetsCodes.dailyLimitReached,
      `What is left of today's withdrawal limit is ${remaining.toFixed()} ${code}`,
    );
  return amount;
}

function applyWithdrawal(state: SandboxState, customer: Customer, body: WithdrawalRequest): WithdrawalRecord {
  if (customer.kyc.status !== 'passed')
    throw new SandboxFault(codes.needsVerification, 'Verify your identity before withdrawing');
  withdrawalEmail(customer);
  const coin = findCoin(body.CoinId);
  const setting = coinChain(coin, body.Chain);
  if (!setting.CanWithdraw)
    throw new SandboxFault(assetsCodes.withdrawSuspended, `Withdrawals of ${coin.Code} on ${body.Chain} are suspended`);
  const address = body.Address.trim();
  if (!isAddressOf(body.Chain, address))
    throw new SandboxFault(assetsCodes.invalidAddress, `This is not a ${body.Chain} address`);
  const amount = checkedAmount(state, customer, body, coin, setting);
  freeze(state.core.balances, customer.UserId, coin.Code, amount.plus(setting.WithdrawFee));
  const record: WithdrawalRecord = {
    id: state.assets.nextWithdrawalId(),
    customerId: customer.UserId,
    coin,
    chain: body.Chain,
    address,
    memo: body.Memo?.trim() || null,
    amount: amount.toFixed(),
    fee: setting.WithdrawFee,
    status: 'applied',
    failReason: null,
    txId: null,
    createdAt: now(),
    confirmedAt: null,
    completedAt: null,
  };
  state.assets.withdrawals.push(record);
  return record;
}

export const withdrawHandlers = {
  customerAssetsApplyTransactionOut: (ctx) => {
    const customer = signedIn(ctx);
    const record = applyWithdrawal(ctx.state, customer, ctx.body);
    return {
      Rid: String(record.id),
      Amount: record.amount,
      Fee: record.fee,
      ReceiveAmount: record.amount,
      NeedVerify: itemsToVerify(customer),
    };
  },

  customerAssetsConfirmTransactionOut: (ctx) => {
    const customer = signedIn(ctx);
    const record = ownWithdrawal(ctx.state, customer, ctx.query.rid);
    confirmSecurity(ctx.state.core.codes, customer, 'withdraw', {
      emailCode: ctx.body.EmailCode,
      googleCode: ctx.body.GoogleCode,
      pin: ctx.body.Pin,
    });
    record.status = 'confirmed';
    record.confirmedAt = now();
    return toWithdrawal(record, ctx.language);
  },

  customerAssetsCancelApplyTransactionOut: (ctx) => {
    const customer = signedIn(ctx);
    const record = ownWithdrawal(ctx.state, customer, ctx.query.rid);
    unfreeze(ctx.state.core.balances, customer.UserId, record.coin.Code, frozenBy(record));
    record.status = 'cancelled';
    record.completedAt = now();
    return toWithdrawal(record, ctx.language);
  },

  coinTransactionOutGetUserTransactionOutList: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    const q = ctx.body;
    const mine = customerRecords(ctx.state.assets.withdrawals, customer.UserId, q).filter(
      (w) => q.Status === undefined || w.status === q.Status,
    );
    return pageOfViews(mine, q, (w) => toWithdrawal(w, ctx.language));
  },
} satisfies ModuleHandlers;

/**
 * The exchange refuses a confirmed withdrawal not yet completed (the withdrawal knob): the
 * latest one of the customer, or the one named; the frozen amount and fee go back to available.
 */
export function refuseWithdrawal(
  state: SandboxState,
  customerId: number,
  reason: Texts,
  rid?: string,
): WithdrawalRecord | null {
  settleAssets(state);
  const open = state.assets.withdrawals.filter(
    (w) =>
      w.customerId === customerId &&
      (w.status === 'confirmed' || w.status === 'processing') &&
      (rid === undefined || String(w.id) === rid),
  );
  const record = open.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!record) return null;
  unfreeze(state.core.balances, customerId, record.coin.Code, frozenBy(record));
  record.status = 'failed';
  record.failReason = reason;
  record.txId = null;
  record.completedAt = now();
  return record;
}
