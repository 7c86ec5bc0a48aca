/** The customer's holdings: principal, interest earned so far, and what is still pending (a fixed term's interest, its end). */
import type { ReactNode } from 'react';
import { useCoins } from '../../data/coins.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import type { Holding } from './earn-api.ts';
import { interestToCome } from './earn-rules.ts';
import { dateTime } from './SubscribeReview.tsx';
import { TermText } from './TermText.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Whether a holding is still in its fixed term (the server says when it ends). */
const inTerm = (holding: Holding, now: number) => holding.Type === 'fixed' && Date.parse(holding.MaturityTime) > now;

function Pending({ holding, now }: { holding: Holding; now: number }) {
  const t = useT();
  const precision = useCoins().precisionOf(holding.CoinCode);
  if (holding.Type === 'flexible') return <span>{t('earn.holdings.paidOnRedeem')}</span>;
  const date = formatDate(holding.MaturityTime, dateTime);
  if (!inTerm(holding, now)) return <span>{t('earn.holdings.termEnded', { date })}</span>;
  const toCome = interestToCome(holding, holding.Principal, precision).toFixed();
  return (
    <span className="earn-pending">
      {t('earn.holdings.toCome', {
        amount: <CoinAmount amount={toCome} coin={holding.CoinCode} key="toCome" />,
        date,
      })}
      {!holding.Withdrawable && <span className="earn-pending__lock">{t('earn.holdings.locked')}</span>}
    </span>
  );
}

interface HoldingsTableProps {
  holdings: readonly Holding[];
  now: number;
  actions?: (holding: Holding) => ReactNode;
  loading?: boolean;
}

export function HoldingsTable({ holdings, now, actions, loading = false }: HoldingsTableProps) {
  const t = useT();
  const columns: Column<Holding>[] = [
    {
      id: 'product',
      header: t('earn.holdings.product'),
      cell: (h) => (
        <span className="earn-holding-name">
          <strong>{h.ProductName}</strong>
          <TermText product={h} />
        </span>
      ),
    },
    {
      id: 'principal',
      header: t('earn.holdings.principal'),
      numeric: true,
      cell: (h) => <CoinAmount amount={h.Principal} coin={h.CoinCode} />,
    },
    {
      id: 'interest',
      header: t('earn.holdings.interest'),
      numeric: true,
      cell: (h) => <CoinAmount amount={h.Interest} coin={h.CoinCode} />,
    },
    { id: 'pending', header: t('earn.holdings.pending'), cell: (h) => <Pending holding={h} now={now} /> },
    {
      id: 'since',
      header: t('earn.holdings.since'),
      hideOnCards: true,
      cell: (h) => formatDate(h.StartTime, dateTime),
    },
  ];
  return (
    <DataTable
      caption={t('earn.holdings.title')}
      columns={columns}
      rows={holdings}
      rowKey={(h) => String(h.HoldingId)}
      loading={loading}
      loadingRows={2}
      actions={actions}
      empty={<Empty message={t('earn.holdings.empty')} />}
    />
  );
}
