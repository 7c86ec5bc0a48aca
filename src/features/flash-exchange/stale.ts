/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { flashOrderGetUserFlashOrderPageList } from '../../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { moneyMoved } from '../../data/stale.ts';

export const staleAfter = {
  /** Placing a flash conversion, and its settling: the balances it moves and the conversions list. */
  conversion: [...moneyMoved, flashOrderGetUserFlashOrderPageList],
} as const;
