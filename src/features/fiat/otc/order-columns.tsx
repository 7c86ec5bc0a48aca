/** The columns of the OTC orders list and of the appeals list. */
import { formatDate } from '../../../lib/dates.ts';
import { serverNow } from '../../../session/server-clock.ts';
import { CoinAmount } from '../../../shell/money.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Countdown } from '../../../ui/Countdown.tsx';
import type { Column } from '../../../ui/DataTable.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { statusMessage, statusTone } from './order-state.ts';
import { orderHref, type Appeal, type OtcOrder } from './otc-api.ts';
import { type Translate } from '../../../i18n/use-t.ts';

const pairTitle = (t: Translate, o: Pick<OtcOrder, 'Side' | 'CoinCode' | 'FiatCode'>) =>
  t(o.Side === 'buy' ? 'otc.order.buyTitle' : 'otc.order.sellTitle', { coin: o.CoinCode, fiat: o.FiatCode });

export function orderColumns(t: Translate, ongoing: boolean): Column<OtcOrder>[] {
  return [
    { id: 'time', header: t('otc.list.time'), cell: (o) => formatDate(o.CreateTime, 'YYYY-MM-DD HH:mm') },
    { id: 'pair', header: t('otc.list.order'), cell: (o) => pairTitle(t, o) },
    {
      id: 'fiat',
      header: t('otc.list.fiat'),
      cell: (o) => <Figure kind="fiat" currency={o.FiatCode} value={o.FiatAmount} />,
      numeric: true,
    },
    {
      id: 'coin',
      header: t('otc.list.coin'),
      cell: (o) => <CoinAmount amount={o.Quantity} coin={o.CoinCode} />,
      numeric: true,
    },
    { id: 'merchant', header: t('otc.review.merchant'), cell: (o) => o.MerchantName, hideOnCards: true },
    {
      id: 'status',
      header: t('otc.list.status'),
      cell: (o) => <StatusBadge tone={statusTone(o)}>{t(statusMessage(o))}</StatusBadge>,
    },
    ...(ongoing
      ? [
          {
            id: 'left',
            header: t('otc.list.timeLeft'),
            cell: (o: OtcOrder) =>
              o.Side === 'buy' && o.Status === 'unpaid' ? (
                <Countdown
                  endsAt={Date.parse(o.PayDeadline)}
                  now={serverNow}
                  label={(time) => t('otc.order.timeLeftLabel', { time })}
                  endedLabel={t('otc.order.timeUp')}
                />
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ];
}

/** Opens an order's page (from its row in the orders list or in the appeals list). */
export function OrderLink({ orderId, t }: { orderId: string; t: Translate }) {
  return (
    <ButtonLink variant="secondary" to={orderHref(orderId)} aria-label={t('otc.list.openOf', { order: orderId })}>
      {t('otc.list.open')}
    </ButtonLink>
  );
}

export function appealColumns(t: Translate): Column<Appeal>[] {
  return [
    { id: 'time', header: t('otc.list.time'), cell: (a) => formatDate(a.CreateTime, 'YYYY-MM-DD HH:mm') },
    { id: 'pair', header: t('otc.list.order'), cell: (a) => pairTitle(t, a) },
    {
      id: 'fiat',
      header: t('otc.list.fiat'),
      cell: (a) => <Figure kind="fiat" currency={a.FiatCode} value={a.FiatAmount} />,
      numeric: true,
    },
    { id: 'reason', header: t('otc.appeal.reason'), cell: (a) => t(`otc.appealReason.${a.Reason}`), hideOnCards: true },
    {
      id: 'status',
      header: t('otc.list.status'),
      cell: (a) => (
        <StatusBadge tone={a.Status === 'resolved' ? 'success' : a.Status === 'closed' ? 'neutral' : 'pending'}>
          {t(`otc.appealStatus.${a.Status}`)}
        </StatusBadge>
      ),
    },
  ];
}
