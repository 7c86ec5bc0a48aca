/** A provider order's figures: the channel, what was paid and received, the fee, the rate, and when. */
import { formatDate } from '../../../lib/dates.ts';
import { CoinAmount } from '../../../shell/money.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { statusMessage, statusTone } from '../order-steps.ts';
import type { PaymentOrder } from '../payment-api.ts';
import { FactList, type Fact } from '../../../ui/FactList.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function OrderStatus({ order }: { order: PaymentOrder }) {
  const t = useT();
  return <StatusBadge tone={statusTone(order)}>{t(statusMessage(order))}</StatusBadge>;
}

export function OrderSummary({ order }: { order: PaymentOrder }) {
  const t = useT();
  const fiat = (value: string) => <Figure kind="fiat" currency={order.FiatCode} value={value} />;
  const coin = <CoinAmount amount={order.Quantity} coin={order.CoinCode} />;
  const rows: Fact[] = [
    [t('fiat.order.number'), order.OrderId],
    [t('fiat.review.channel'), order.PayMethodName],
    [
      t(order.Side === 'buy' ? 'fiat.review.youPay' : 'fiat.review.youSell'),
      order.Side === 'buy' ? fiat(order.FiatAmount) : coin,
    ],
    [t('fiat.review.fee'), fiat(order.Fee)],
    // One piece: the row lays its pieces out with a gap, which would double the space before the price.
    [
      t('fiat.review.rate'),
      <span key="rate">{t('fiat.review.rateValue', { coin: order.CoinCode, price: fiat(order.Price) })}</span>,
    ],
    [
      t(order.Side === 'buy' ? 'fiat.order.coinBought' : 'fiat.order.fiatPaidOut'),
      order.Side === 'buy' ? coin : fiat(order.FiatAmount),
    ],
    [t('fiat.order.created'), formatDate(order.CreateTime)],
  ];
  return <FactList className="fiat-summary" facts={rows} />;
}
