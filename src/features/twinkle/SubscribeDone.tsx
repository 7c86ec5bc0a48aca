/** What a subscription did, with the way to its record. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { useCoins } from '../../data/coins.ts';
import type { IeoOrder } from './twinkle-api.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';
import { pagePath } from '../../config/page-paths.ts';

export function SubscribeDone({ order }: { order: IeoOrder }) {
  const intl = useIntl();
  const language = usePageLanguage();
  const { precisionOf } = useCoins();
  const text = intl.formatMessage(
    { id: 'twinkle.subscribe.done' },
    {
      quantity: `${formatAmount(order.Quantity, language, { precision: order.QuantityPrecision })}\u00a0${order.TokenCode}`,
      cost: `${formatAmount(order.PayAmount, language, { precision: precisionOf(order.PayCoin) })}\u00a0${order.PayCoin}`,
      date: formatDate(order.DistributeTime, 'YYYY-MM-DD HH:mm'),
    },
  );
  return (
    <div className="form-alert form-alert--success subscribe-done" role="status">
      <p>{text}</p>
      <Link to={pagePath('twinkle', { query: { tab: 'mine' } })}>
        {intl.formatMessage({ id: 'twinkle.subscribe.doneLink' })}
      </Link>
    </div>
  );
}
