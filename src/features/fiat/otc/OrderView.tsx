/**
 * One OTC order as it stands: the status and what happens next, the time left to pay, what is paid
 * and received, where the money goes (with copy buttons), the actions of the moment and the appeal.
 */
import { reload } from '../../../api/query-cache.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useServerNow } from '../../../session/server-clock.ts';
import { CoinAmount } from '../../../shell/money.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { Countdown } from '../../../ui/Countdown.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { AppealPanel } from './AppealPanel.tsx';
import { OrderActions } from './OrderActions.tsx';
import { nextMessage, statusMessage, statusTone } from './order-state.ts';
import { type OtcOrder } from './otc-api.ts';
import { FactList, type Fact } from '../../../ui/FactList.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { staleAfter } from '../stale.ts';

export function OrderView({ order }: { order: OtcOrder }) {
  const t = useT();
  const now = useServerNow();
  const fiat = <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />;
  const coin = <CoinAmount amount={order.Quantity} coin={order.CoinCode} />;
  const buy = order.Side === 'buy';
  const toPay = buy && order.Status === 'unpaid';
  const rows: Fact[] = [
    [t('otc.order.number'), order.OrderId],
    [t('otc.review.merchant'), order.MerchantName],
    [t('otc.advert.price'), <Figure key="price" kind="fiat" currency={order.FiatCode} value={order.Price} />],
    [t(buy ? 'otc.review.youPay' : 'otc.review.youSell'), buy ? fiat : coin],
    [t('otc.review.youGet'), buy ? coin : fiat],
    [t(buy ? 'otc.review.method' : 'otc.review.paidTo'), order.PaymentMethod.Name],
    [t('otc.order.created'), formatDate(order.CreateTime)],
  ];
  return (
    <div className="otc-order">
      <section className="fiat-card" aria-labelledby="otc-order-title">
        <div className="fiat-card__head">
          <h2 id="otc-order-title" className="fiat-card__title">
            {t(buy ? 'otc.order.buyTitle' : 'otc.order.sellTitle', { coin: order.CoinCode, fiat: order.FiatCode })}
          </h2>
          <StatusBadge tone={statusTone(order)}>{t(statusMessage(order))}</StatusBadge>
        </div>
        <p className="otc-next" role="status">
          {t(nextMessage(order))}
        </p>
        {buy && order.Status === 'unpaid' && (
          <p className="otc-deadline">
            {t('otc.order.timeLeft')}{' '}
            <Countdown
              endsAt={Date.parse(order.PayDeadline)}
              now={now}
              onEnd={() => void reload(staleAfter.otcOrder)}
              label={(time) => t('otc.order.timeLeftLabel', { time })}
              endedLabel={t('otc.order.timeUp')}
            />
          </p>
        )}
        <FactList className="fiat-summary" facts={rows} />
      </section>
      <section className="fiat-card" aria-labelledby="otc-details-title">
        <h2 id="otc-details-title" className="fiat-card__title">
          {t(toPay ? 'otc.order.payTo' : buy ? 'otc.order.merchantAccount' : 'otc.order.paidTo')}
        </h2>
        <dl className="fiat-summary otc-details">
          {order.PaymentDetails.map((line) => (
            <div key={line.Name}>
              <dt>{line.Label}</dt>
              <dd>
                <span className="otc-details__value">{line.Value}</span>
                {toPay && <CopyButton text={line.Value} what={line.Label} />}
              </dd>
            </div>
          ))}
          {toPay && (
            <div>
              <dt>{t('otc.order.amountToPay')}</dt>
              <dd>{fiat}</dd>
            </div>
          )}
        </dl>
      </section>
      <OrderActions order={order} />
      <AppealPanel order={order} />
    </div>
  );
}
