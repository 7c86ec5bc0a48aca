/**
 * The coins the site lists (coin/GetDefaultWebSiteCoinList): each coin's own precision, which every
 * coin amount is shown at (truncated), its name and icon.
 */
import type { components } from '../../generated/base.ts';
import { coinGetDefaultWebSiteCoinList } from '../../generated/operations/coinGetDefaultWebSiteCoinList.ts';
import { apiQuery, contentData, useApiQuery } from '../api/query.ts';
import { defaultPlaces } from '../lib/decimal.ts';

export type ListedCoin = components['schemas']['Coin'];

const byCode = (coins: ListedCoin[]): ReadonlyMap<string, ListedCoin> =>
  new Map(coins.map((coin) => [coin.Code, coin]));

export const coinsQuery = () => ({ ...apiQuery(coinGetDefaultWebSiteCoinList), ...contentData, select: byCode });

/** Each listed coin by code; a coin the list does not have shows at the number library's 4 places. */
export function useCoins() {
  const coins = useApiQuery(coinsQuery());
  return {
    coins: coins.data,
    loading: coins.isPending,
    precisionOf: (code: string): number => coins.data?.get(code)?.Precision ?? defaultPlaces,
  };
}
