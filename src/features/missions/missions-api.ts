/** The data and changes of the missions pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { missionAdvancedTaskRegistration } from '../../../generated/operations/missionAdvancedTaskRegistration.ts';
import { missionBonusUse } from '../../../generated/operations/missionBonusUse.ts';
import { missionGetAdvancedTasks } from '../../../generated/operations/missionGetAdvancedTasks.ts';
import { missionGetGiveTypeDropdown } from '../../../generated/operations/missionGetGiveTypeDropdown.ts';
import { missionGetGiveUsedStatusDropdown } from '../../../generated/operations/missionGetGiveUsedStatusDropdown.ts';
import { missionGetNoviceTasks } from '../../../generated/operations/missionGetNoviceTasks.ts';
import { missionGetTaskAssets } from '../../../generated/operations/missionGetTaskAssets.ts';
import { missionGetTaskRecords } from '../../../generated/operations/missionGetTaskRecords.ts';
import { missionGetUserGiveUsed } from '../../../generated/operations/missionGetUserGiveUsed.ts';
import { missionReceiveAward } from '../../../generated/operations/missionReceiveAward.ts';
import { missionRewardNotice } from '../../../generated/operations/missionRewardNotice.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';

type Schemas = components['schemas'];
export type NoviceTask = Schemas['MissionNoviceTask'];
export type Campaign = Schemas['MissionAdvancedTask'];
export type CampaignPhase = Schemas['MissionCampaignPhase'];
export type TaskRecord = Schemas['MissionTaskRecord'];
export type Give = Schemas['MissionGive'];
export type GiveType = Schemas['MissionGiveType'];
export type GiveStatus = Schemas['MissionGiveStatus'];
export type RewardNotice = Schemas['MissionRewardNotice'];
export type TaskAssets = Schemas['MissionTaskAssets'];

export const campaignRows = 10;
export const recordRows = 10;
export const giveRows = 10;

export const noviceTasksQuery = () => apiQuery(missionGetNoviceTasks);

export const campaignsQuery = (phase: CampaignPhase | 'all', PageIndex: number) => ({
  ...apiQuery(missionGetAdvancedTasks, {
    body: { ...(phase === 'all' ? {} : { Phase: phase }), PageIndex, PageRows: campaignRows },
  }),
  ...keepPreviousPage,
});

const firstOrNull = (page: { Items: Campaign[] }) => page.Items[0] ?? null;

/** One campaign, or null when there is none with that id. */
export const campaignQuery = (TaskId: number) => ({
  ...apiQuery(missionGetAdvancedTasks, { body: { TaskId } }),
  enabled: TaskId > 0,
  select: firstOrNull,
});

export const taskRecordsQuery = (PageIndex: number, TaskId: number | undefined, enabled: boolean) => ({
  ...apiQuery(missionGetTaskRecords, { body: { ...(TaskId ? { TaskId } : {}), PageIndex, PageRows: recordRows } }),
  ...keepPreviousPage,
  enabled,
});

export const taskAssetsQuery = () => apiQuery(missionGetTaskAssets);

export const givesQuery = (type: GiveType | 'all', status: GiveStatus | 'all', PageIndex: number) => ({
  ...apiQuery(missionGetUserGiveUsed, {
    body: {
      ...(type === 'all' ? {} : { GiveType: type }),
      ...(status === 'all' ? {} : { Status: status }),
      PageIndex,
      PageRows: giveRows,
    },
  }),
  ...keepPreviousPage,
});

const namesOf = (items: Schemas['MissionDropdownItem'][]): ReadonlyMap<string, string> =>
  new Map(items.map((item) => [item.Value, item.Name]));

/** The server's names of the bonus types and statuses, in the page language. */
export const giveTypesQuery = () => ({ ...apiQuery(missionGetGiveTypeDropdown), ...contentData, select: namesOf });
export const giveStatusesQuery = () => ({
  ...apiQuery(missionGetGiveUsedStatusDropdown),
  ...contentData,
  select: namesOf,
});

export const noticesQuery = (enabled: boolean) => ({ ...apiQuery(missionRewardNotice), enabled });

/** Claiming pays the reward into the spot account (what it makes stale: `staleAfter.missionClaim`). */
export const claim = missionReceiveAward;
export const join = missionAdvancedTaskRegistration;
/** A fee voucher pays into the spot account, a position bonus into the futures account (`staleAfter.bonusUse`). */
export const spendBonus = missionBonusUse;

/** The missions refusals, which the pages say in their own words. */
export const missionRefusals = {
  '62001': 'taskNotDone',
  '62002': 'alreadyClaimed',
  '62003': 'campaignEnded',
  '62004': 'alreadyRegistered',
  '62005': 'notRegistered',
  '62006': 'bonusUsed',
  '62007': 'bonusExpired',
  '62008': 'rewardExpired',
} as const;
/** The refusals of a claim, a join or a bonus used, each in the pages' own words, shown where the action is. */
export const missionRefusalTable: RefusalTable = {
  elsewhere: 'review',
  codes: Object.fromEntries(
    Object.entries(missionRefusals).map(([code, name]) => [code, { id: `missions.refusal.${name}` }]),
  ),
};
