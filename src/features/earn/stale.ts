/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { financingGetFinancialUserAsset } from '../../../generated/operations/financingGetFinancialUserAsset.ts';
import { financingGetUserProductDetail } from '../../../generated/operations/financingGetUserProductDetail.ts';
import { financingGetUserProductList } from '../../../generated/operations/financingGetUserProductList.ts';
import { financingGetUserTradeRecord } from '../../../generated/operations/financingGetUserTradeRecord.ts';
import { moneyMoved } from '../../data/stale.ts';

export const staleAfter = {
  /** An earn subscription or redemption: the balances, the holdings, the records and the products' quotas. */
  earn: [
    ...moneyMoved,
    financingGetFinancialUserAsset,
    financingGetUserTradeRecord,
    financingGetUserProductList,
    financingGetUserProductDetail,
  ],
  /** Opening the earn account: its holdings. */
  earnAccount: [financingGetFinancialUserAsset],
} as const;
