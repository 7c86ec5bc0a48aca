/** The columns of the orders list, and of its CSV file (exact decimal strings, as the server sent them). */
import { formatDate } from '../../../lib/dates.ts';
import type { CsvColumn } from '../../../lib/csv.ts';
import { CoinAmount } from '../../../shell/money.tsx';
import type { Column } from '../../../ui/DataTable.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { OrderStatus } from '../order/OrderSummary.tsx';
import { nextStep, orderHref, statusMessage } from '../order-steps.ts';
import type { PaymentOrder } from '../payment-api.ts';
import { FactList, type Fact } from '../../../ui/FactList.tsx';
import { type Translate } from '../../../i18n/use-t.ts';

export function orderColumns(t: Translate): Column<PaymentOrder>[] {
  return [
    { id: 'time', header: t('fiat.orders.time'), cell: (o) => formatDate(o.CreateTime, 'YYYY-MM-DD HH:mm') },
    {
      id: 'pair',
      header: t('fiat.orders.order'),
      cell: (o) =>
        t(o.Side === 'buy' ? 'fiat.order.buyTitle' : 'fiat.order.sellTitle', { coin: o.CoinCode, fiat: o.FiatCode }),
    },
    {
      id: 'fiat',
      header: t('fiat.orders.fiat'),
      cell: (o) => <Figure kind="fiat" currency={o.FiatCode} value={o.FiatAmount} />,
      numeric: true,
    },
    {
      id: 'coin',
      header: t('fiat.orders.coin'),
      cell: (o) => <CoinAmount amount={o.Quantity} coin={o.CoinCode} />,
      numeric: true,
    },
    { id: 'channel', header: t('fiat.orders.channel'), cell: (o) => o.PayMethodName, hideOnCards: true },
    { id: 'status', header: t('fiat.orders.status'), cell: (o) => <OrderStatus order={o} /> },
  ];
}

export function OrderAction({ order, t }: { order: PaymentOrder; t: Translate }) {
  const step = nextStep(order);
  return (
    <ButtonLink
      variant={step === 'result' ? 'ghost' : 'secondary'}
      to={orderHref(order)}
      aria-label={t(`fiat.orders.step.${step}Of`, { order: order.OrderId })}
    >
      {t(`fiat.orders.step.${step}`)}
    </ButtonLink>
  );
}

export function OrderDetail({ order, t }: { order: PaymentOrder; t: Translate }) {
  const rows: Fact[] = [
    [t('fiat.order.number'), order.OrderId],
    [t('fiat.order.reference'), order.Reference],
    [t('fiat.review.channel'), order.PayMethodName],
    [
      t('fiat.review.rate'),
      t('fiat.review.rateValue', {
        coin: order.CoinCode,
        price: <Figure key="p" kind="fiat" currency={order.FiatCode} value={order.Price} />,
      }),
    ],
    [t('fiat.review.fee'), <Figure key="f" kind="fiat" currency={order.FiatCode} value={order.Fee} />],
    [t('fiat.order.updated'), formatDate(order.UpdateTime)],
    [t('fiat.order.completed'), formatDate(order.CompleteTime)],
  ];
  return <FactList className="fiat-summary" facts={rows} />;
}

export function csvColumns(t: Translate): CsvColumn<PaymentOrder>[] {
  return [
    { header: t('fiat.order.number'), value: (o) => o.OrderId },
    { header: t('fiat.orders.time'), value: (o) => o.CreateTime },
    { header: t('fiat.orders.side'), value: (o) => t(`fiat.orders.side.${o.Side}`) },
    { header: t('fiat.market.coin'), value: (o) => o.CoinCode },
    { header: t('fiat.market.currency'), value: (o) => o.FiatCode },
    { header: t('fiat.orders.fiat'), value: (o) => o.FiatAmount },
    { header: t('fiat.orders.coin'), value: (o) => o.Quantity },
    { header: t('fiat.review.rate'), value: (o) => o.Price },
    { header: t('fiat.review.fee'), value: (o) => o.Fee },
    { header: t('fiat.orders.channel'), value: (o) => o.PayMethodName },
    { header: t('fiat.order.reference'), value: (o) => o.Reference },
    { header: t('fiat.orders.status'), value: (o) => t(statusMessage(o)) },
  ];
}
