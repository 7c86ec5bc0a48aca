/**
 * One order's page: where it stands (asked again every few seconds until it is final, so a reload
 * finds it as it is), what to do next, and how to pay while the buyer has to.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { orderQuery, type PaymentOrder } from '../payment-api.ts';
import { OrderOutcome } from './OrderOutcome.tsx';
import { OrderStatus, OrderSummary } from './OrderSummary.tsx';
import { PaymentInstructions } from './PaymentInstructions.tsx';
import { ReferenceCheck } from './ReferenceCheck.tsx';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { useT } from '../../../i18n/use-t.ts';

interface OrderFollowProps {
  orderId: string;
  /** What the provider's page adds for an order still waiting (KlicklPay's hand-over). */
  waiting?: (order: PaymentOrder) => ReactNode;
}

export function OrderFollow({ orderId, waiting }: OrderFollowProps) {
  const t = useT();
  const order = useApiQuery(orderQuery(orderId));
  return (
    <Loaded query={order} empty="fiat.order.notFound" loading={<Skeleton shape="block" height={260} />}>
      {(found) => (
        <div className="fiat-follow">
          <section className="fiat-card" aria-labelledby={`order-${found.OrderId}`}>
            <div className="fiat-card__head">
              <h2 id={`order-${found.OrderId}`} className="fiat-card__title">
                {t(found.Side === 'buy' ? 'fiat.order.buyTitle' : 'fiat.order.sellTitle', {
                  coin: found.CoinCode,
                  fiat: found.FiatCode,
                })}
              </h2>
              <OrderStatus order={found} />
            </div>
            <OrderOutcome order={found} />
            {waiting?.(found)}
            <OrderSummary order={found} />
          </section>
          {found.Status === 'submitted' && found.PaymentInstructions.length > 0 && (
            <PaymentInstructions order={found} />
          )}
          {found.Status === 'submitted' && found.PaymentInstructions.some((line) => line.Name === 'Reference') && (
            <ReferenceCheck initial={found.Reference} />
          )}
          {isRouted('fiatPaymentOrders') && (
            <Link className="fiat-back" to={pagePath('fiatPaymentOrders')}>
              {t('fiat.links.orders')}
            </Link>
          )}
        </div>
      )}
    </Loaded>
  );
}
