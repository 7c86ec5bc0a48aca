/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { missionGetAdvancedTasks } from '../../../generated/operations/missionGetAdvancedTasks.ts';
import { missionGetNoviceTasks } from '../../../generated/operations/missionGetNoviceTasks.ts';
import { missionGetTaskAssets } from '../../../generated/operations/missionGetTaskAssets.ts';
import { missionGetTaskRecords } from '../../../generated/operations/missionGetTaskRecords.ts';
import { missionGetUserGiveUsed } from '../../../generated/operations/missionGetUserGiveUsed.ts';
import { missionRewardNotice } from '../../../generated/operations/missionRewardNotice.ts';
import { accountGetAsset } from '../../../generated/operations/accountGetAsset.ts';
import { balanceOperations } from '../../data/balances.ts';

export const staleAfter = {
  /** Claiming a mission's reward, paid into the spot account: the tasks, their records and rewards, the balances. */
  missionClaim: [
    missionGetNoviceTasks,
    missionGetAdvancedTasks,
    missionGetTaskRecords,
    missionGetTaskAssets,
    missionRewardNotice,
    ...balanceOperations,
  ],
  /** Joining a mission campaign. */
  missionJoin: [missionGetAdvancedTasks, missionRewardNotice],
  /** Using a bonus, paid into the spot account (a fee voucher) or the futures account (a position bonus). */
  bonusUse: [missionGetUserGiveUsed, missionGetTaskAssets, missionRewardNotice, ...balanceOperations, accountGetAsset],
} as const;
