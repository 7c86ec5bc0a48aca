/**
 * What a withdrawal may be, in decimal: the network fee comes on top of the amount, so the most
 * the customer can send is the smallest of the available balance less the fee, the network's
 * largest single withdrawal and what is left of the day's limit.
 */
import { Decimal, toDecimal } from '../../lib/decimal.ts';
import { compileServerPattern } from '../../lib/server-pattern.ts';
import type { AssetCoin, ChainSetting } from './assets-api.ts';

export interface WithdrawLimits {
  fee: Decimal;
  min: Decimal;
  /** The network's largest single withdrawal. */
  maxSingle: Decimal;
  dailyRemaining: Decimal;
  /** The most the customer can send now (never below zero). */
  max: Decimal;
}

const zero = new Decimal(0);
const read = (value: string | null | undefined) => toDecimal(value) ?? zero;

export function withdrawLimits(coin: AssetCoin, chain: ChainSetting, available: Decimal | null): WithdrawLimits {
  const fee = read(chain.WithdrawFee);
  const maxSingle = read(chain.MaxWithdraw);
  const dailyRemaining = read(coin.DailyWithdrawRemaining);
  const spendable = Decimal.max(zero, (available ?? zero).minus(fee));
  const max = Decimal.min(spendable, maxSingle, dailyRemaining).toDecimalPlaces(coin.Precision, Decimal.ROUND_DOWN);
  return { fee, min: read(chain.MinWithdraw), maxSingle, dailyRemaining, max: Decimal.max(zero, max) };
}

export type AmountProblem = 'required' | 'belowMinimum' | 'aboveMaximum' | 'aboveDailyLimit' | 'aboveBalance';

/** Why an amount cannot be withdrawn, the first rule it breaks; null when it can. */
export function amountProblem(amount: string, limits: WithdrawLimits, available: Decimal | null): AmountProblem | null {
  const value = toDecimal(amount);
  if (!value || value.isZero()) return 'required';
  if (value.lt(limits.min)) return 'belowMinimum';
  if (value.gt(limits.maxSingle)) return 'aboveMaximum';
  if (value.gt(limits.dailyRemaining)) return 'aboveDailyLimit';
  if (value.plus(limits.fee).gt(available ?? zero)) return 'aboveBalance';
  return null;
}

/** Whether an address fits the network's format (the server's pattern; the server checks again). */
export function fitsNetwork(address: string, chain: ChainSetting): boolean {
  const pattern = compileServerPattern(chain.AddressPattern);
  const trimmed = address.trim();
  return trimmed.length <= 128 && (!pattern || pattern.test(trimmed));
}

/** What leaves the balance: the amount and the fee on top. */
export const totalDebit = (amount: string, limits: WithdrawLimits): Decimal | null =>
  toDecimal(amount)?.plus(limits.fee) ?? null;
