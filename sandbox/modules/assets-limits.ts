/**
 * How much a customer may withdraw per day: their verification level's limit in USDT, spent by
 * every withdrawal of the last 24 hours that was not cancelled or failed, shown per coin.
 */
import Decimal from 'decimal.js';
import type { SeedCoin } from '../seed/coins.ts';
import { seedKycLevels } from '../seed/foundation-kyc.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';

const dayMs = 86_400_000;

/** Level 1 is "Level 1"; an account whose verification has not passed counts as level 0. */
function levelOf(customer: Customer): number {
  if (customer.kyc.status !== 'passed') return 0;
  const level = Number(/\d+/.exec(customer.LevelName ?? '')?.[0] ?? 0);
  return seedKycLevels.some((l) => l.Level === level) ? level : 0;
}

export const dailyLimitUsdt = (customer: Customer): Decimal =>
  new Decimal(seedKycLevels.find((l) => l.Level === levelOf(customer))!.DailyWithdrawLimit);

function withdrawnInADayUsdt(state: SandboxState, customerId: number, at: number): Decimal {
  return state.assets.withdrawals
    .filter(
      (w) =>
        w.customerId === customerId && w.createdAt > at - dayMs && w.status !== 'cancelled' && w.status !== 'failed',
    )
    .reduce((sum, w) => sum.plus(new Decimal(w.amount).times(w.coin.PriceUsdt)), new Decimal(0));
}

export interface Allowance {
  limit: Decimal;
  remaining: Decimal;
}

/** The day's limit and what is left of it, in the coin (rounded down to its precision). */
export function dailyAllowance(state: SandboxState, customer: Customer, coin: SeedCoin, at: number): Allowance {
  const limitUsdt = dailyLimitUsdt(customer);
  const leftUsdt = Decimal.max(0, limitUsdt.minus(withdrawnInADayUsdt(state, customer.UserId, at)));
  const inCoin = (usdt: Decimal) => usdt.div(coin.PriceUsdt).toDecimalPlaces(coin.Precision, Decimal.ROUND_DOWN);
  return { limit: inCoin(limitUsdt), remaining: inCoin(leftUsdt) };
}
