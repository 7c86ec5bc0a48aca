/** Campaigns and who joined them, claimed rewards and bonuses. */
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import {
  campaignSeeds,
  claimDays,
  demoClaims,
  demoGives,
  demoRegistrations,
  noviceTaskSeeds,
  type CampaignSeed,
  type GiveType,
} from '../seed/missions-tasks.ts';
import type { CoreState } from '../state/core.ts';

const dayMs = 86_400_000;

export interface CampaignRecord extends Omit<CampaignSeed, 'startsInDays' | 'endsInDays' | 'participants'> {
  StartTime: string;
  EndTime: string;
  /** A done campaign's reward can be claimed until then. */
  ClaimDeadline: string;
  /** Grows when a customer joins. */
  participants: number;
}

export interface Registration {
  customerId: number;
  TaskId: number;
  registeredAt: string;
  /**
   * USDT of activity counted on top of what the sandbox tracks: spot and futures volume (which it
   * does not track), and whatever the mission-progress knob adds.
   */
  creditedUsdt: string;
}

export interface ClaimRow {
  RecordId: number;
  customerId: number;
  TaskId: number;
  Coin: string;
  Amount: string;
  CreateTime: string;
}

export interface GiveRow {
  GiveId: number;
  customerId: number;
  GiveType: GiveType;
  Coin: string;
  Amount: string;
  sourceTaskId: number;
  CreateTime: string;
  ExpireTime: string;
  /** Null until the bonus is used. */
  UseTime: string | null;
}

export interface MissionsState {
  campaigns: CampaignRecord[];
  registrations: Registration[];
  claims: ClaimRow[];
  gives: GiveRow[];
  nextRecordId: () => number;
  nextGiveId: () => number;
}

/** The reward of a beginner task or a campaign, by its TaskId. */
export function rewardOf(campaigns: CampaignRecord[], taskId: number): { Coin: string; Amount: string } | undefined {
  const task = noviceTaskSeeds.find((t) => t.TaskId === taskId) ?? campaigns.find((c) => c.TaskId === taskId);
  return task && { Coin: task.Coin, Amount: task.Amount };
}

export function createMissionsState(core: CoreState): MissionsState {
  const start = now();
  const at = (days: number) => new Date(start + days * dayMs).toISOString();
  const demoId = core.customers.list[0].UserId;
  const campaigns = campaignSeeds.map(({ startsInDays, endsInDays, ...seed }) => ({
    ...seed,
    StartTime: at(startsInDays),
    EndTime: at(endsInDays),
    ClaimDeadline: at(endsInDays + claimDays),
  }));
  for (const [taskId] of demoRegistrations) campaigns.find((c) => c.TaskId === taskId)!.participants++;
  const nextRecordId = counter(8001);
  const nextGiveId = counter(7001);
  const reward = (taskId: number) => rewardOf(campaigns, taskId)!;
  return {
    campaigns,
    registrations: demoRegistrations.map(([TaskId, daysAgo, creditedUsdt]) => ({
      customerId: demoId,
      TaskId,
      registeredAt: at(-daysAgo),
      creditedUsdt,
    })),
    claims: demoClaims.map(([TaskId, daysAgo]) => ({
      RecordId: nextRecordId(),
      customerId: demoId,
      TaskId,
      ...reward(TaskId),
      CreateTime: at(-daysAgo),
    })),
    gives: demoGives.map(([GiveType, Amount, sourceTaskId, given, expires, used]) => ({
      GiveId: nextGiveId(),
      customerId: demoId,
      GiveType,
      Coin: 'USDT',
      Amount,
      sourceTaskId,
      CreateTime: at(given),
      ExpireTime: at(expires),
      UseTime: used === null ? null : at(used),
    })),
    nextRecordId,
    nextGiveId,
  };
}
