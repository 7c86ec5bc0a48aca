/**
 * The customer's latest deposits of a coin with their status and confirmations, reloaded while
 * one is confirming; when one is credited, every balance on screen reloads with it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reload } from '../../api/query-cache.ts';
import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { recentDepositRows, recentDepositsQuery, type Deposit } from './deposit-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

const completedIds = (deposits: readonly Deposit[] | undefined) =>
  (deposits ?? [])
    .filter((d) => d.Status === 'completed')
    .map((d) => d.Id)
    .join(',');

export function RecentDeposits({ coinId, code }: { coinId: number; code: string }) {
  const t = useT();
  // The list decides its own polling: the answer on screen says whether one is still confirming.
  const [shown, setShown] = useState<Deposit[] | undefined>(undefined);
  const deposits = useApiQuery(recentDepositsQuery(coinId, shown?.some((d) => d.Status === 'confirming') ?? false));
  const items = deposits.data?.Items;
  if (items !== shown) setShown(items);
  const previous = useRef<Deposit[] | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    if (before && items && completedIds(before) !== completedIds(items)) void reload(staleAfter.moneyMoved);
  }, [items]);

  const columns: Column<Deposit>[] = [
    { id: 'time', header: t('assets.history.time'), cell: (d) => formatDate(d.CreateTime) },
    {
      id: 'amount',
      header: t('assets.history.amount'),
      numeric: true,
      cell: (d) => <CoinAmount amount={d.Amount} coin={d.Code} />,
    },
    { id: 'network', header: t('assets.form.network'), cell: (d) => d.Chain },
    {
      id: 'status',
      header: t('assets.history.status'),
      cell: (d) =>
        d.Status === 'completed' ? (
          <StatusBadge tone="success">{t('assets.deposit.status.completed')}</StatusBadge>
        ) : (
          <StatusBadge tone="pending">
            {t('assets.deposit.status.confirming', { done: d.Confirmations, needed: d.RequiredConfirmations })}
          </StatusBadge>
        ),
    },
  ];
  return (
    <section className="assets-card" aria-labelledby="assets-deposits-title">
      <div className="assets-card__head">
        <h2 id="assets-deposits-title">{t('assets.deposit.recent', { coin: code })}</h2>
        {isRouted('assetsRecords') && (
          <Link to={pagePath('assetsRecords', { query: { type: 'deposit', coin: code } })}>
            {t('assets.history.all')}
          </Link>
        )}
      </div>
      <LoadedTable
        query={deposits}
        pageRows={recentDepositRows}
        caption={t('assets.deposit.recent', { coin: code })}
        columns={columns}
        rowKey={(d) => String(d.Id)}
        empty={<Empty message={t('assets.deposit.none', { coin: code })} />}
      />
    </section>
  );
}
