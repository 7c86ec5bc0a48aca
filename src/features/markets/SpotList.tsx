/**
 * A list of spot markets (one quote coin's, or the favourites), searched and sorted as the
 * address says, with only the rows on screen in the page.
 */
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { isOn } from '../../config/site-config.ts';
import { useCoins } from '../../data/coins.ts';
import { coinPricesQuery, valueIn, type CoinPrices } from '../../data/display-value.ts';
import type { Market } from '../../data/markets.ts';
import { useApiQuery } from '../../api/query.ts';
import type { Sort } from '../../lib/sort.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { VirtualTable } from '../../ui/VirtualTable.tsx';
import { sortRows } from '../../lib/sort.ts';
import { keyOfText, matchesSearch } from './market-rows.ts';
import type { MarketSortColumn } from './markets-search.ts';
import { spotColumns } from './spot-columns.tsx';
import { SpotRow } from './spot-row.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Each row's height: two lines of text (symbol and coin name, price and value). */
export const marketRowHeight = 64;

interface SpotListProps {
  caption: string;
  /** Null while loading. */
  markets: readonly Market[] | null;
  search: string;
  sort: Sort<MarketSortColumn> | null;
  onSort: (sort: Sort<MarketSortColumn> | null) => void;
  /** Shown when there is no market at all. */
  empty: ReactNode;
  /** Shown when markets exist but none matches the search. */
  noMatch: ReactNode;
  /** Told when the list starts and stops scrolling. */
  onScrolling?: (scrolling: boolean) => void;
  /** Another list is on its way in place of this one (a tab just chosen). */
  busy?: boolean;
}

function sortKey(prices: CoinPrices | undefined) {
  return (m: Market, column: MarketSortColumn) => {
    switch (column) {
      case 'price':
        return keyOfText(m.Price);
      case 'value':
        return valueIn(prices, m.Price, m.QuoteCoin);
      case 'change':
        return keyOfText(m.Change24h);
      case 'high':
        return keyOfText(m.High24h);
      case 'low':
        return keyOfText(m.Low24h);
      case 'volume':
        return keyOfText(m.Volume24h);
      default:
        return null;
    }
  };
}

export function SpotList(props: SpotListProps) {
  const { caption, markets, search, sort, onSort, empty, noMatch, onScrolling, busy = false } = props;
  const t = useT();
  const currency = useDisplayCurrency();
  const { coins } = useCoins();
  // The value column's cells read the prices themselves: new prices redraw them, not every row.
  const prices = useApiQuery(coinPricesQuery(currency)).data;
  const columns = useMemo(() => spotColumns({ t, currency, coins, tradeLinks: isOn('trade') }), [t, currency, coins]);
  // A new order shows in the header at once; thousands of rows are sorted in React's own time,
  // so the press answers in the next frame.
  const rowsSort = useDeferredValue(sort);
  const rows = useMemo(() => {
    if (!markets) return [];
    const found =
      search === '' ? markets : markets.filter((m) => matchesSearch(search, m.Symbol, coins?.get(m.BaseCoin)?.Name));
    return sortRows(found, rowsSort, sortKey(prices));
  }, [markets, search, rowsSort, coins, prices]);
  return (
    <VirtualTable
      caption={caption}
      className="market-list market-list--spot"
      columns={columns}
      rowHeader="pair"
      rows={rows}
      rowKey={(m) => String(m.VarietyId)}
      rowHeight={marketRowHeight}
      rowContext={SpotRow}
      onScrolling={onScrolling}
      sort={sort}
      onSort={onSort}
      loading={markets === null}
      busy={busy || rowsSort !== sort}
      empty={markets && markets.length > 0 ? noMatch : empty}
    />
  );
}
