/** The coin guides' calls (/help/digitalAsset) and the view kept in the address. */
import { coinGetCoinChains } from '../../../generated/operations/coinGetCoinChains.ts';
import { digitalAssetsGetSearchListNew } from '../../../generated/operations/digitalAssetsGetSearchListNew.ts';
import { infoWebsiteCoinInfo } from '../../../generated/operations/infoWebsiteCoinInfo.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import type { DataOf } from '../../api/operation.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import { activeHosts, isOn } from '../../config/site-config.ts';
import type { Language } from '../../lib/language.ts';
import { searchParam } from '../../lib/search-params.ts';
import { routedPath } from '../../config/page-paths.ts';

/** The chosen coin and the search in the list. */
export const guideSearch = { coin: searchParam.text({ maxLength: 10 }), q: searchParam.text({ maxLength: 50 }) };

/** The listed coins matching a search; the language is the call's header (the key carries it). */
export const coinHitsQuery = (keyword: string) => ({
  ...apiQuery(digitalAssetsGetSearchListNew, { params: { query: keyword ? { keyword } : {} } }),
  ...contentData,
  ...keepPreviousPage,
});

/** A coin's introduction: what it is, its facts and links. */
export type CoinIntro = DataOf<typeof infoWebsiteCoinInfo>;

/** A coin's introduction, or null for a coin the site does not list. */
export const coinIntroQuery = (coinCode: string, languageCode: Language) => ({
  ...apiQueryOrMissing(infoWebsiteCoinInfo, { params: { query: { coinCode, languageCode } } }),
  ...contentData,
});

export const coinChainsQuery = (coinId: number) => ({
  ...apiQuery(coinGetCoinChains, { params: { query: { coinId } } }),
  ...contentData,
});

/** The deposit page for a coin, when the route table has it. */
export const depositPath = (code: string): string | null =>
  routedPath('assetsDeposit', { query: { coin: code } }) ?? null;

/** The coin's market against USDT on the spot trade site (the trade site's pair path), while trading is on. */
export function marketUrl(code: string): string | null {
  if (!isOn('trade') || code === 'USDT') return null;
  return `${activeHosts().tradeSite.replace(/\/$/, '')}/trade/${encodeURIComponent(code)}_USDT`;
}
