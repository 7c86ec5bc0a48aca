/** /tradingOrder's view in the address: the tab, the filters, the sort and the page. */
import { searchParam, type SearchValues } from '../../lib/search-params.ts';

export const spotTabs = ['open', 'history', 'plans', 'fills'] as const;
export type SpotTab = (typeof spotTabs)[number];

export const spotSides = ['all', 'buy', 'sell'] as const;
export const historyStatuses = ['all', 'filled', 'cancelled'] as const;
export const planStatuses = ['all', 'waiting', 'triggered', 'cancelled'] as const;

export const spotSearch = {
  tab: searchParam.oneOf(spotTabs, 'open'),
  /** The pair as the trade site writes it, BTC_USDT; '' for every pair. */
  pair: searchParam.text({ maxLength: 24 }),
  side: searchParam.oneOf(spotSides, 'all'),
  /** Read by the history (filled, cancelled) and the plans (waiting, triggered, cancelled). */
  status: searchParam.oneOf(['all', 'filled', 'cancelled', 'waiting', 'triggered'], 'all'),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  sort: searchParam.sort(['time']),
  page: searchParam.page(),
};

export type SpotView = SearchValues<typeof spotSearch>;

/** The filters "clear filters" resets (the tab stays). */
export const spotFilterKeys = ['pair', 'side', 'status', 'from', 'to'] as const;

/** Oldest first when the time column is sorted ascending; the server's newest first otherwise. */
export const timeOrder = (sort: SpotView['sort']): 'asc' | undefined =>
  sort?.column === 'time' && sort.direction === 'asc' ? 'asc' : undefined;
