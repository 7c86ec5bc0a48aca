/** What a subscription did, with the way to its record. */
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useCoins } from '../../data/coins.ts';
import type { IeoOrder } from './twinkle-api.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useFigureText } from '../../ui/figure-text.ts';
import { useT } from '../../i18n/use-t.ts';

export function SubscribeDone({ order }: { order: IeoOrder }) {
  const t = useT();
  const figures = useFigureText();
  const { precisionOf } = useCoins();
  const text = t('twinkle.subscribe.done', {
    quantity: figures.amount(order.Quantity, { precision: order.QuantityPrecision, unit: order.TokenCode }),
    cost: figures.amount(order.PayAmount, { precision: precisionOf(order.PayCoin), unit: order.PayCoin }),
    date: formatDate(order.DistributeTime, 'YYYY-MM-DD HH:mm'),
  });
  return (
    <div className="form-alert form-alert--success subscribe-done" role="status">
      <p>{text}</p>
      <Link to={pagePath('twinkle', { query: { tab: 'mine' } })}>{t('twinkle.subscribe.doneLink')}</Link>
    </div>
  );
}
