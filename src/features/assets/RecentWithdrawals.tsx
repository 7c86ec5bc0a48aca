/**
 * The customer's latest withdrawals with their status (and why one was refused), reloaded while
 * one is on its way; one still waiting for confirmation can be cancelled, after a question.
 */
import { useState } from 'react';

import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { formatDate } from '../../lib/dates.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
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
import { staleAfter } from '../../data/stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

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
  const errorText = useApiErrorText();
  const language = usePageLanguage();
  const { precisionOf } = useCoins();
  const amountOf = (w: Withdrawal) => formatAmount(w.Amount, language, { precision: precisionOf(w.Code) });
  const [shown, setShown] = useState<Withdrawal[] | undefined>(undefined);
  const list = useApiQuery(recentWithdrawalsQuery(shown?.some(isMoving) ?? false));
  const items = list.data?.Items;
  if (items !== shown) setShown(items);
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = useApiMutation(cancelWithdrawal, { changes: staleAfter.withdrawal, ignore: ['30013'] });

  const confirmCancel = async () => {
    if (!cancelling) return;
    const answer = await cancel.send({ params: { query: { rid: cancelling.Rid } } });
    if (answer.ok || (answer.error.kind === 'code' && String(answer.error.code) === '30013')) {
      setCancelling(null);
      return;
    }
    setCancelError(errorText(answer.error));
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
        {isRouted('assetsRecords') && (
          <Link to={pagePath('assetsRecords', { query: { type: 'withdraw' } })}>{t('assets.history.all')}</Link>
        )}
      </div>
      <LoadedTable
        query={list}
        pageRows={recentWithdrawalRows}
        caption={t('assets.withdraw.recent')}
        columns={columns}
        rowKey={(w) => w.Rid}
        actions={(w) =>
          w.Status === 'applied' ? (
            <Button
              variant="secondary"
              onClick={() => (setCancelError(null), setCancelling(w))}
              aria-label={t('assets.withdraw.cancelOf', { amount: amountOf(w), coin: w.Code })}
            >
              {t('assets.withdraw.cancel')}
            </Button>
          ) : null
        }
        empty={<Empty message={t('assets.withdraw.none')} />}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('assets.withdraw.cancelTitle')}
        text={
          cancelling ? t('assets.withdraw.cancelText', { amount: amountOf(cancelling), coin: cancelling.Code }) : ''
        }
        confirmLabel={t('assets.withdraw.cancelConfirm')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
        error={cancelError}
      />
    </section>
  );
}
