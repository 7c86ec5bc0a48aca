/** Every coin the customer holds: available, frozen, total and value, searchable, sortable by value, with each coin's actions. */
import { Link } from 'react-router';
import { useCoins } from '../../data/coins.ts';
import type { CoinBalance } from '../../data/balances.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { filterOptions } from '../../lib/option-search.ts';
import type { Sort } from '../../lib/sort.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import type { AssetCoin } from './assets-api.ts';
import { coinActions } from './coin-actions.ts';
import { useT } from '../../i18n/use-t.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

export type BalanceSort = Sort<'value'> | null;

interface CoinBalancesProps {
  rows: readonly CoinBalance[] | undefined;
  fiatCode: string;
  search: string;
  sort: BalanceSort;
  onSort: (sort: BalanceSort) => void;
  coinSettings: ReadonlyMap<string, AssetCoin> | undefined;
  futuresCoins: ReadonlySet<string>;
  busy: boolean;
}

/** The rows matching the search, sorted by value when asked (the server's listing order otherwise). */
export function shownBalances(rows: readonly CoinBalance[], search: string, sort: BalanceSort): CoinBalance[] {
  const found = filterOptions(
    rows.map((row) => ({ ...row, code: row.Code, name: row.Name })),
    search,
  );
  if (!sort) return found;
  const value = (row: CoinBalance) => toDecimal(row.ValueFiat) ?? toDecimal('0')!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => sign * value(a).comparedTo(value(b)));
}

export function CoinBalances({
  rows,
  fiatCode,
  search,
  sort,
  onSort,
  coinSettings,
  futuresCoins,
  busy,
}: CoinBalancesProps) {
  const t = useT();
  const { coins } = useCoins();

  const columns: Column<CoinBalance>[] = [
    {
      id: 'coin',
      header: t('assets.balances.coin'),
      cell: (row) => (
        <span className="assets-coin">
          {coins?.get(row.Code)?.IconUrl && <ServerIcon src={coins.get(row.Code)!.IconUrl} size={24} />}
          <span>
            {row.Code} <span className="assets-coin__name">{row.Name}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'available',
      header: t('assets.balances.available'),
      numeric: true,
      cell: (row) => <CoinAmount amount={row.Available} coin={row.Code} unit={false} />,
    },
    {
      id: 'frozen',
      header: t('assets.balances.frozen'),
      numeric: true,
      cell: (row) => <CoinAmount amount={row.Frozen} coin={row.Code} unit={false} />,
    },
    {
      id: 'total',
      header: t('assets.balances.total'),
      numeric: true,
      hideOnCards: true,
      cell: (row) => <CoinAmount amount={row.Total} coin={row.Code} unit={false} />,
    },
    {
      id: 'value',
      header: t('assets.balances.value'),
      numeric: true,
      sortable: true,
      cell: (row) => <Figure kind="fiat" value={row.ValueFiat} currency={fiatCode} approx />,
    },
  ];

  const actions = (row: CoinBalance) => (
    <span className="assets-row-actions">
      {coinActions(row.Code, coinSettings?.get(row.Code), futuresCoins).map((action) => {
        const label = t(`assets.balances.action.${action.id}`);
        const named = t('assets.balances.actionOf', { action: label, coin: row.Code });
        return action.external ? (
          <a key={action.id} href={action.href} target="_blank" rel="noopener noreferrer" aria-label={named}>
            {label}
          </a>
        ) : (
          <Link key={action.id} to={action.href} aria-label={named}>
            {label}
          </Link>
        );
      })}
    </span>
  );

  const shown = rows ? shownBalances(rows, search, sort) : [];
  return (
    <DataTable<CoinBalance, 'value'>
      caption={t('assets.balances.caption')}
      columns={columns}
      rows={shown}
      rowKey={(row) => row.Code}
      sort={sort}
      onSort={onSort}
      actions={actions}
      loading={!rows}
      busy={busy}
      loadingRows={8}
      empty={<Empty message={t(search ? 'assets.balances.noMatch' : 'assets.balances.empty')} />}
    />
  );
}
