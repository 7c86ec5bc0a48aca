/** What an order's status means for the customer, and the next step from there. */
import { CoinAmount } from '../../../shell/money.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import type { PaymentOrder } from '../payment-api.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function OrderOutcome({ order }: { order: PaymentOrder }) {
  const t = useT();
  const coin = <CoinAmount key="coin" amount={order.Quantity} coin={order.CoinCode} />;
  const fiat = <Figure key="fiat" kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />;
  const key =
    order.Status === 'submitted' || order.Status === 'completed' || order.Status === 'failed'
      ? `fiat.outcome.${order.Status}.${order.Side}`
      : `fiat.outcome.${order.Status}`;
  const again = order.Status === 'failed' || order.Status === 'expired' || order.Status === 'cancelled';
  return (
    <div className={`fiat-outcome fiat-outcome--${order.Status}`} role="status">
      <p>{t(key, { coin, fiat })}</p>
      {again && isRouted('fiat') && (
        <ButtonLink variant="secondary" to={pagePath('fiat')}>
          {t('fiat.outcome.again')}
        </ButtonLink>
      )}
    </div>
  );
}
