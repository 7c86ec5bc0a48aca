/** The notices of a customer's rewards: rewards waiting to be claimed, then bonuses not used yet. */
import { noviceTaskSeeds, type MissionLanguage } from '../seed/missions-tasks.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { campaignStanding, noviceStanding } from './missions-progress.ts';
import { giveStatus, taskTitle } from './missions-records.ts';

export function rewardNotices(state: SandboxState, customer: Customer, language: MissionLanguage) {
  const missions = state.missions;
  const novice = noviceTaskSeeds
    .filter((task) => noviceStanding(state, task, customer).status === 'done')
    .map((task) => ({
      TaskId: task.TaskId,
      Title: task.Title[language],
      Coin: task.Coin,
      Amount: task.Amount,
      ExpireTime: null,
    }));
  const campaigns = missions.campaigns
    .filter((campaign) => campaignStanding(state, campaign, customer).status === 'done')
    .map((c) => ({
      TaskId: c.TaskId,
      Title: c.Title[language],
      Coin: c.Coin,
      Amount: c.Amount,
      ExpireTime: c.ClaimDeadline,
    }));
  const rewards = [...novice, ...campaigns].map((reward) => ({
    NoticeId: `reward-${reward.TaskId}`,
    Kind: 'rewardReady' as const,
    GiveType: null,
    ...reward,
  }));
  const bonuses = missions.gives
    .filter((give) => give.customerId === customer.UserId && giveStatus(give) === 'unused')
    .sort((a, b) => Date.parse(b.CreateTime) - Date.parse(a.CreateTime) || b.GiveId - a.GiveId)
    .map((give) => ({
      NoticeId: `bonus-${give.GiveId}`,
      Kind: 'bonusGiven' as const,
      TaskId: give.sourceTaskId,
      Title: taskTitle(missions, give.sourceTaskId, language),
      Coin: give.Coin,
      Amount: give.Amount,
      GiveType: give.GiveType,
      ExpireTime: give.ExpireTime,
    }));
  return [...rewards, ...bonuses];
}
