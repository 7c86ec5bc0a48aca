/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { iEOOrderGetReserveRecordList } from '../../../generated/operations/iEOOrderGetReserveRecordList.ts';
import { iEOProjectGetProjectDetails } from '../../../generated/operations/iEOProjectGetProjectDetails.ts';
import { iEOProjectGetProjectList } from '../../../generated/operations/iEOProjectGetProjectList.ts';
import { moneyMoved } from '../../data/stale.ts';

export const staleAfter = {
  /** Subscribing to a token sale: the balances, the sale and the customer's subscriptions. */
  tokenSaleSubscription: [
    ...moneyMoved,
    iEOProjectGetProjectDetails,
    iEOProjectGetProjectList,
    iEOOrderGetReserveRecordList,
  ],
} as const;
