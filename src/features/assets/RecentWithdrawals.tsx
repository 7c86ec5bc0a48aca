/**
 * The customer's latest withdrawals with their status (and why one was refused), reloaded while
 * one is on its way. One still waiting for confirmation can be cancelled on the money-action kit:
 * reviewed, sent once, a refusal over the list (focused), and a cancel whose answer never came
 * offered again only once the reloaded list still shows the withdrawal waiting.
 */
import { useState } from 'react';

import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { formatDate } from '../../lib/dates.ts';
import { useFigureText } from '../../ui/figure-text.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { takeFocus } from '../../ui/focus-in-view.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import {
  cancelWithdrawal,
  isMoving,
  recentWithdrawalRows,
  recentWithdrawalsQuery,
  type Withdrawal,
} from './withdraw-api.ts';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

/** A withdrawal no longer waiting (already confirmed, cancelled or done) says so over the list. */
const cancelRefusals: RefusalTable = {
  elsewhere: 'form',
  codes: { '30013': { id: 'assets.withdraw.cancelNotWaiting' } },
};

const tones: Record<Withdrawal['Status'], StatusTone> = {
  applied: 'pending',
  confirmed: 'pending',
  processing: 'pending',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export function RecentWithdrawals() {
  const t = useT();
  const figures = useFigureText();
  const { precisionOf } = useCoins();
  const amountOf = (w: Withdrawal) => figures.amount(w.Amount, { precision: precisionOf(w.Code) });
  const [shown, setShown] = useState<Withdrawal[] | undefined>(undefined);
  const list = useApiQuery(recentWithdrawalsQuery(shown?.some(isMoving) ?? false));
  const items = list.data?.Items;
  if (items !== shown) setShown(items);
  const recordsHref = pagePath('assetsRecords', { query: { type: 'withdraw' } });
  const action = useMoneyAction<Withdrawal, unknown>({
    send: ({ request }) => sendOperation(cancelWithdrawal, { params: { query: { rid: request.Rid } } }, cancelRefusals),
    changes: staleAfter.withdrawal,
    recordsHref,
  });
  // A cancel whose answer never came: its withdrawal is not offered again until the list has reloaded since.
  const [unsure, setUnsure] = useState<{ of: Withdrawal; reloading: boolean } | null>(null);
  const unknownOf = action.phase === 'unknown' ? action.request : null;
  if (unknownOf && unsure?.of !== unknownOf) setUnsure({ of: unknownOf, reloading: list.isFetching });
  else if (unsure && !unsure.reloading && list.isFetching) setUnsure({ ...unsure, reloading: true });
  else if (unsure?.reloading && !list.isFetching && action.phase !== 'unknown') setUnsure(null);
  const cancelOf = (w: Withdrawal) => {
    if (unsure?.of.Rid !== w.Rid)
      return (
        <Button
          variant="secondary"
          onClick={() => action.review(w)}
          aria-label={t('assets.withdraw.cancelOf', { amount: amountOf(w), coin: w.Code })}
        >
          {t('assets.withdraw.cancel')}
        </Button>
      );
    if (action.phase === 'unknown') return null;
    return (
      <p className="assets-withdrawals__unsure" role="status" tabIndex={-1} ref={takeFocus}>
        {t('assets.withdraw.cancelUnknown')}
      </p>
    );
  };

  const columns: Column<Withdrawal>[] = [
    { id: 'time', header: t('assets.history.time'), cell: (w) => formatDate(w.CreateTime) },
    {
      id: 'amount',
      header: t('assets.history.amount'),
      numeric: true,
      cell: (w) => <CoinAmount amount={w.Amount} coin={w.Code} />,
    },
    { id: 'network', header: t('assets.form.network'), cell: (w) => w.Chain },
    {
      id: 'address',
      header: t('assets.withdraw.address'),
      hideOnCards: true,
      cell: (w) => <span className="assets-code">{w.Address}</span>,
    },
    {
      id: 'status',
      header: t('assets.history.status'),
      cell: (w) => (
        <>
          <StatusBadge tone={tones[w.Status]}>{t(`assets.withdraw.status.${w.Status}`)}</StatusBadge>
          {w.FailReason && <span className="assets-coin__name">{w.FailReason}</span>}
        </>
      ),
    },
  ];

  return (
    <section className="assets-card" aria-labelledby="assets-withdrawals-title">
      <div className="assets-card__head">
        <h2 id="assets-withdrawals-title">{t('assets.withdraw.recent')}</h2>
        {isRouted('assetsRecords') && <Link to={recordsHref}>{t('assets.history.all')}</Link>}
      </div>
      <MoneyRefusal action={action} />
      <LoadedTable
        query={list}
        pageRows={recentWithdrawalRows}
        caption={t('assets.withdraw.recent')}
        columns={columns}
        rowKey={(w) => w.Rid}
        actions={(w) => (w.Status === 'applied' ? cancelOf(w) : null)}
        empty={<Empty message={t('assets.withdraw.none')} />}
      />
      <MoneyReview
        action={action}
        title={t('assets.withdraw.cancelTitle')}
        rows={
          action.request
            ? [
                {
                  label: t('assets.history.amount'),
                  value: <CoinAmount amount={action.request.Amount} coin={action.request.Code} />,
                  emphasis: true,
                },
                { label: t('assets.form.network'), value: action.request.Chain },
                {
                  label: t('assets.withdraw.address'),
                  value: <span className="assets-code">{action.request.Address}</span>,
                },
              ]
            : []
        }
        warnings={
          action.request
            ? [t('assets.withdraw.cancelText', { amount: amountOf(action.request), coin: action.request.Code })]
            : []
        }
        confirmLabel={t('assets.withdraw.cancelConfirm')}
        recordsLabel={t('assets.withdraw.cancelRecords')}
      />
    </section>
  );
}
