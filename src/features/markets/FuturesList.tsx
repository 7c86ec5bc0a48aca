/** A list of futures contracts (all of them, or the favourites), searched and sorted as the address says. */
import { useMemo, type ReactNode } from 'react';
import { baseinfoGetContracts } from '../../../generated/operations/baseinfoGetContracts.ts';
import { apiQuery, pollEvery, publicData, useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { coinPricesQuery, valueIn } from '../../data/display-value.ts';
import { livePricesMs } from '../../data/markets.ts';
import type { Sort } from '../../lib/sort.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { VirtualTable } from '../../ui/VirtualTable.tsx';
import type { Contract } from './favorites.ts';
import { futuresColumns } from './futures-columns.tsx';
import { sortRows } from '../../lib/sort.ts';
import { keyOfText, matchesSearch } from './market-rows.ts';
import type { MarketSortColumn } from './markets-search.ts';
import { marketRowHeight } from './SpotList.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Every contract with its live prices. */
export const contractsQuery = () => ({ ...apiQuery(baseinfoGetContracts), ...publicData, ...pollEvery(livePricesMs) });

interface FuturesListProps {
  caption: string;
  /** Null while loading. */
  contracts: readonly Contract[] | null;
  search: string;
  sort: Sort<MarketSortColumn> | null;
  onSort: (sort: Sort<MarketSortColumn> | null) => void;
  empty: ReactNode;
  noMatch: ReactNode;
}

export function FuturesList({ caption, contracts, search, sort, onSort, empty, noMatch }: FuturesListProps) {
  const t = useT();
  const currency = useDisplayCurrency();
  const { coins } = useCoins();
  const prices = useApiQuery(coinPricesQuery(currency)).data;
  const columns = useMemo(() => futuresColumns({ t, currency, coins }), [t, currency, coins]);
  const rows = useMemo(() => {
    if (!contracts) return [];
    const found =
      search === ''
        ? contracts
        : contracts.filter((c) => matchesSearch(search, c.Symbol, coins?.get(c.BaseCoin)?.Name));
    return sortRows(found, sort, (c, column) =>
      column === 'price'
        ? keyOfText(c.LastPrice)
        : column === 'mark'
          ? keyOfText(c.MarkPrice)
          : column === 'value'
            ? valueIn(prices, c.LastPrice, c.QuoteCoin)
            : null,
    );
  }, [contracts, search, sort, coins, prices]);
  return (
    <VirtualTable
      caption={caption}
      className="market-list market-list--futures"
      columns={columns}
      rowHeader="pair"
      rows={rows}
      rowKey={(c) => String(c.ContractId)}
      rowHeight={marketRowHeight}
      sort={sort}
      onSort={onSort}
      loading={contracts === null}
      loadingRows={4}
      empty={contracts && contracts.length > 0 ? noMatch : empty}
    />
  );
}
