/**
 * What moving money makes stale, whatever area moved it: every balance, the futures account and the
 * asset records. Each area says what its own actions make stale in src/features/<area>/stale.ts
 * (`staleAfter.<action>`), adding its own lists to this one.
 */
import { accountGetAsset } from '../../generated/operations/accountGetAsset.ts';
import { assetsRecordGetAssetsRecordPageList } from '../../generated/operations/assetsRecordGetAssetsRecordPageList.ts';
import { balanceOperations } from './balances.ts';

export const moneyMoved = [...balanceOperations, accountGetAsset, assetsRecordGetAssetsRecordPageList] as const;
