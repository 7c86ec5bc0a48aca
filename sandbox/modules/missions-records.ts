/** Claimed rewards and bonuses as the missions calls answer them. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { coinByCode } from '../seed/coins.ts';
import { giveTypeNames, noviceTaskSeeds, type GiveStatus, type MissionLanguage } from '../seed/missions-tasks.ts';
import type { ClaimRow, GiveRow, MissionsState } from './missions.state.ts';

/** The backend's way of saying "no date". */
const noDate = '0001-01-01T00:00:00';

export const taskKindOf = (taskId: number): 'novice' | 'advanced' =>
  noviceTaskSeeds.some((t) => t.TaskId === taskId) ? 'novice' : 'advanced';

export function taskTitle(state: MissionsState, taskId: number, language: MissionLanguage): string {
  const task = noviceTaskSeeds.find((t) => t.TaskId === taskId) ?? state.campaigns.find((c) => c.TaskId === taskId);
  if (!task) throw new SandboxFault(codes.notFound, `No task ${taskId}`);
  return task.Title[language];
}

export function claimView(state: MissionsState, claim: ClaimRow, language: MissionLanguage) {
  const { customerId: _owner, ...fields } = claim;
  return { ...fields, TaskKind: taskKindOf(claim.TaskId), Title: taskTitle(state, claim.TaskId, language) };
}

export function giveStatus(give: GiveRow): GiveStatus {
  if (give.UseTime) return 'used';
  return now() >= Date.parse(give.ExpireTime) ? 'expired' : 'unused';
}

export function giveView(state: MissionsState, give: GiveRow, language: MissionLanguage) {
  return {
    GiveId: give.GiveId,
    GiveType: give.GiveType,
    GiveTypeName: giveTypeNames[give.GiveType][language],
    Coin: give.Coin,
    Amount: give.Amount,
    Source: taskTitle(state, give.sourceTaskId, language),
    Status: giveStatus(give),
    CreateTime: give.CreateTime,
    ExpireTime: give.ExpireTime,
    UseTime: give.UseTime ?? noDate,
  };
}

/** Claimed rewards summed per coin, and their value in USDT. */
export function rewardTotals(claims: ClaimRow[]) {
  const perCoin = new Map<string, Decimal>();
  for (const c of claims) perCoin.set(c.Coin, (perCoin.get(c.Coin) ?? new Decimal(0)).plus(c.Amount));
  const rewards = [...perCoin].map(([Coin, amount]) => ({ Coin, Amount: amount.toFixed() }));
  const totalUsdt = [...perCoin].reduce(
    (sum, [coin, amount]) => sum.plus(amount.times(coinByCode(coin)?.PriceUsdt ?? 0)),
    new Decimal(0),
  );
  return { rewards, totalUsdt: totalUsdt.toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed() };
}

/** Unused bonuses grouped by type and coin. */
export function unusedBonusTotals(gives: GiveRow[], language: MissionLanguage) {
  const groups = new Map<string, { give: GiveRow; amount: Decimal; count: number }>();
  for (const give of gives) {
    const key = `${give.GiveType}:${give.Coin}`;
    const group = groups.get(key) ?? { give, amount: new Decimal(0), count: 0 };
    groups.set(key, { give, amount: group.amount.plus(give.Amount), count: group.count + 1 });
  }
  return [...groups.values()].map(({ give, amount, count }) => ({
    GiveType: give.GiveType,
    GiveTypeName: giveTypeNames[give.GiveType][language],
    Coin: give.Coin,
    Amount: amount.toFixed(),
    Count: count,
  }));
}
