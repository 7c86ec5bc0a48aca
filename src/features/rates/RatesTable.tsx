/** The price of every listed coin in the chosen fiat currency, with its 24h change: searchable and sortable. */
import { useMemo } from 'react';
import type { ListedCoin } from '../../data/coins.ts';
import { toDecimal, type Decimal } from '../../lib/decimal.ts';
import { filterOptions } from '../../lib/option-search.ts';
import { sortRows, type Sort } from '../../lib/sort.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { Figure } from '../../ui/Figure.tsx';
import type { rateSortColumns } from './rates-search.ts';
import { useT } from '../../i18n/use-t.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

type RateSort = Sort<(typeof rateSortColumns)[number]>;

export interface CoinRate {
  coin: ListedCoin;
  /** One coin's price in the fiat currency. */
  price: Decimal;
}

interface RatesTableProps {
  fiat: string;
  /** Null while loading. */
  rates: readonly CoinRate[] | null;
  search: string;
  sort: RateSort | null;
  onSort: (sort: RateSort | null) => void;
}

export function RatesTable({ fiat, rates, search, sort, onSort }: RatesTableProps) {
  const t = useT();
  const columns: Column<CoinRate>[] = [
    {
      id: 'coin',
      header: t('rates.column.coin'),
      cell: (r) => (
        <span className="rates-coin">
          <ServerIcon src={r.coin.IconUrl} size={24} />
          <span className="rates-coin__code">{r.coin.Code}</span>
          <span className="rates-coin__name">{r.coin.Name}</span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('rates.column.price', { fiat }),
      numeric: true,
      sortable: true,
      cell: (r) => <Figure kind="price" value={r.price} unit={fiat} />,
    },
    {
      id: 'change',
      header: t('rates.column.change'),
      numeric: true,
      sortable: true,
      cell: (r) => <Figure kind="percent" value={r.coin.Change24h} tone="auto" />,
    },
  ];
  const rows = useMemo(() => {
    if (!rates) return [];
    const found = filterOptions(
      rates.map((r) => ({ ...r, code: r.coin.Code, name: r.coin.Name })),
      search,
    );
    return sortRows(found, sort, (r, column) => (column === 'price' ? r.price : toDecimal(r.coin.Change24h)));
  }, [rates, search, sort]);
  return (
    <DataTable
      caption={t('rates.caption', { fiat })}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.coin.Code}
      sort={sort}
      onSort={onSort}
      loading={rates === null}
      loadingRows={8}
      empty={<Empty message={search ? t('rates.noMatch', { search }) : t('rates.empty')} />}
    />
  );
}
