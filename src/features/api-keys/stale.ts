/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { myIDCMApiGetApiKey } from '../../../generated/operations/myIDCMApiGetApiKey.ts';
import { myIDCMApiGetList } from '../../../generated/operations/myIDCMApiGetList.ts';

export const staleAfter = {
  /** Creating, changing or deleting an API key: the list of keys and each key. */
  apiKeys: [myIDCMApiGetList, myIDCMApiGetApiKey],
} as const;
