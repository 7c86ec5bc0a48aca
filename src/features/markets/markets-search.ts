/** The view of /markets in the address: tab, search and sort, so a reload or a shared link shows the same list. */
import { searchParam, type SearchParam } from '../../lib/search-params.ts';

export const favoritesTab = 'favorites';
export const futuresTab = 'futures';

const quoteCoin = /^[A-Z0-9]{2,10}$/;

/** A quote coin's tab (USDT), favorites or futures; '' is the first quote coin's. */
const tabParam: SearchParam<string> = {
  kind: 'choice',
  fallback: '',
  parse: (raw) => (raw !== null && (quoteCoin.test(raw) || raw === favoritesTab || raw === futuresTab) ? raw : ''),
  format: (value) => value,
};

/** Every numeric column sorts; futures rows sort by those they have (price, value, mark price). */
export const marketSortColumns = ['price', 'value', 'change', 'high', 'low', 'volume', 'mark'] as const;
export type MarketSortColumn = (typeof marketSortColumns)[number];

export const marketsSearch = {
  tab: tabParam,
  q: searchParam.text({ maxLength: 40 }),
  sort: searchParam.sort(marketSortColumns),
};
