/** Missions handlers: beginner tasks, campaigns, claiming rewards, bonuses and the customer's reward notices. */
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import {
  giveStatusNames,
  giveTypeNames,
  noviceTaskSeeds,
  type GiveStatus,
  type GiveType,
  type MissionLanguage,
  type MissionTexts,
} from '../seed/missions-tasks.ts';
import { credit } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import {
  campaignPhase,
  campaignStanding,
  campaignView,
  noviceStanding,
  noviceView,
  registrationOf,
  type CampaignStatus,
} from './missions-progress.ts';
import { rewardNotices } from './missions-notices.ts';
import { claimView, giveStatus, giveView, rewardTotals, taskKindOf, unusedBonusTotals } from './missions-records.ts';
import { rewardOf, type CampaignRecord } from './missions.state.ts';

/**
 * Refusals of the missions calls. The error catalogue names none, so the sandbox gives each
 * its own code in a range no catalogued code uses, for the app to translate.
 */
export const missionCodes = {
  taskNotDone: 62001,
  alreadyClaimed: 62002,
  campaignEnded: 62003,
  alreadyRegistered: 62004,
  notRegistered: 62005,
  bonusUsed: 62006,
  bonusExpired: 62007,
  rewardExpired: 62008,
} as const;

const newestFirst = (a: { CreateTime: string }, b: { CreateTime: string }) =>
  Date.parse(b.CreateTime) - Date.parse(a.CreateTime);

function findCampaign(state: SandboxState, taskId: number): CampaignRecord {
  const campaign = state.missions.campaigns.find((c) => c.TaskId === taskId);
  if (!campaign) throw new SandboxFault(codes.notFound, `No campaign ${taskId}`);
  return campaign;
}

function standingOf(state: SandboxState, taskId: number, customer: Customer): CampaignStatus {
  const task = noviceTaskSeeds.find((t) => t.TaskId === taskId);
  return task
    ? noviceStanding(state, task, customer).status
    : campaignStanding(state, findCampaign(state, taskId), customer).status;
}

function refuseUnclaimable(status: CampaignStatus): void {
  if (status === 'unregistered') throw new SandboxFault(missionCodes.notRegistered, 'Join the campaign first');
  if (status === 'todo') throw new SandboxFault(missionCodes.taskNotDone, 'The task is not done yet');
  if (status === 'claimed') throw new SandboxFault(missionCodes.alreadyClaimed, 'The reward has already been claimed');
  if (status === 'expired') throw new SandboxFault(missionCodes.rewardExpired, 'The time to claim this reward is over');
}

const ownGives = (state: SandboxState, customer: Customer) =>
  state.missions.gives.filter((g) => g.customerId === customer.UserId);

const dropdown = <V extends string>(names: Record<V, MissionTexts>, language: MissionLanguage) =>
  (Object.keys(names) as V[]).map((Value) => ({ Value, Name: names[Value][language] }));

export const missionsHandlers = {
  missionGetNoviceTasks: (ctx) =>
    noviceTaskSeeds.map((task) => noviceView(ctx.state, task, ctx.customer, ctx.language)),

  missionReceiveAward: (ctx) => {
    const customer = signedIn(ctx);
    const taskId = ctx.body.TaskId;
    refuseUnclaimable(standingOf(ctx.state, taskId, customer));
    const missions = ctx.state.missions;
    const reward = rewardOf(missions.campaigns, taskId)!;
    credit(ctx.state.core.balances, customer.UserId, reward.Coin, reward.Amount);
    const claim = {
      RecordId: missions.nextRecordId(),
      customerId: customer.UserId,
      TaskId: taskId,
      ...reward,
      CreateTime: nowIso(),
    };
    missions.claims.push(claim);
    return claimView(missions, claim, ctx.language);
  },

  missionGetAdvancedTasks: (ctx) => {
    const body = ctx.body ?? {};
    const campaigns = ctx.state.missions.campaigns
      .filter((c) => (!body.Phase || campaignPhase(c) === body.Phase) && (!body.TaskId || c.TaskId === body.TaskId))
      .sort((a, b) => Date.parse(b.StartTime) - Date.parse(a.StartTime))
      .map((c) => campaignView(ctx.state, c, ctx.customer, ctx.language));
    return pageOf(campaigns, body);
  },

  missionAdvancedTaskRegistration: (ctx) => {
    const customer = signedIn(ctx);
    const campaign = findCampaign(ctx.state, ctx.body.TaskId);
    if (campaignPhase(campaign) === 'ended')
      throw new SandboxFault(missionCodes.campaignEnded, 'The campaign has ended');
    if (registrationOf(ctx.state, customer.UserId, campaign.TaskId))
      throw new SandboxFault(missionCodes.alreadyRegistered, 'You have already joined this campaign');
    ctx.state.missions.registrations.push({
      customerId: customer.UserId,
      TaskId: campaign.TaskId,
      registeredAt: nowIso(),
      creditedUsdt: '0',
    });
    campaign.participants++;
    return campaignView(ctx.state, campaign, customer, ctx.language);
  },

  missionGetTaskRecords: (ctx) => {
    const customer = signedIn(ctx);
    const body = ctx.body ?? {};
    const missions = ctx.state.missions;
    const records = missions.claims
      .filter(
        (c) =>
          c.customerId === customer.UserId &&
          (!body.TaskKind || taskKindOf(c.TaskId) === body.TaskKind) &&
          (!body.TaskId || c.TaskId === body.TaskId),
      )
      .sort((a, b) => newestFirst(a, b) || b.RecordId - a.RecordId)
      .map((c) => claimView(missions, c, ctx.language));
    return pageOf(records, body);
  },

  missionGetTaskAssets: (ctx) => {
    const customer = signedIn(ctx);
    const { rewards, totalUsdt } = rewardTotals(
      ctx.state.missions.claims.filter((c) => c.customerId === customer.UserId),
    );
    const unused = ownGives(ctx.state, customer).filter((g) => giveStatus(g) === 'unused');
    return {
      TotalUsdt: totalUsdt,
      Rewards: rewards,
      UnusedBonusCount: unused.length,
      UnusedBonuses: unusedBonusTotals(unused, ctx.language),
    };
  },

  missionGetUserGiveUsed: (ctx) => {
    const customer = signedIn(ctx);
    const body = ctx.body ?? {};
    const gives = ownGives(ctx.state, customer)
      .filter(
        (g) => (!body.GiveType || g.GiveType === body.GiveType) && (!body.Status || giveStatus(g) === body.Status),
      )
      .sort((a, b) => newestFirst(a, b) || b.GiveId - a.GiveId)
      .map((g) => giveView(ctx.state.missions, g, ctx.language));
    return pageOf(gives, body);
  },

  missionRewardNotice: (ctx) => rewardNotices(ctx.state, signedIn(ctx), ctx.language),

  missionBonusUse: (ctx) => {
    const customer = signedIn(ctx);
    const give = ownGives(ctx.state, customer).find((g) => g.GiveId === ctx.body.GiveId);
    if (!give) throw new SandboxFault(codes.notFound, `No bonus ${ctx.body.GiveId}`);
    const status = giveStatus(give);
    if (status === 'used') throw new SandboxFault(missionCodes.bonusUsed, 'The bonus has already been used');
    if (status === 'expired') throw new SandboxFault(missionCodes.bonusExpired, 'The bonus has expired');
    // A fee voucher comes back as a rebate on spot; a position bonus is margin for futures.
    const wallet = give.GiveType === 'positionBonus' ? ctx.state.core.contractBalances : ctx.state.core.balances;
    credit(wallet, customer.UserId, give.Coin, give.Amount);
    give.UseTime = nowIso();
    return giveView(ctx.state.missions, give, ctx.language);
  },

  missionGetGiveTypeDropdown: (ctx) => dropdown<GiveType>(giveTypeNames, ctx.language),

  missionGetGiveUsedStatusDropdown: (ctx) => dropdown<GiveStatus>(giveStatusNames, ctx.language),
} satisfies ModuleHandlers;
