/**
 * A pay-in order after it is made: how to pay (the details to copy, or the provider's page) while
 * the payment window runs, then the result, polled until the order is paid, failed or expired.
 */
import { useEffect, useState } from 'react';
import { reload } from '../../api/query-cache.ts';
import { useApiQuery } from '../../api/query.ts';
import { activeHosts } from '../../config/site-config.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { staleAfter } from './stale.ts';
import { DoneMessage } from './DoneMessage.tsx';
import { payInOrderQuery, type PayInOrder } from './payin-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { routedPath } from '../../config/page-paths.ts';

const tones: Record<PayInOrder['Status'], StatusTone> = {
  pending: 'pending',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
};

/** The provider's page on the active environment's pay site. */
const payHref = (payUrl: string) => new URL(payUrl, activeHosts().paySite).href;

export function PayInOrderCard({ orderId, onNew }: { orderId: string; onNew: () => void }) {
  const t = useT();
  const now = useServerNow();
  const [pending, setPending] = useState(true);
  const order = useApiQuery(payInOrderQuery(orderId, pending));
  const status = order.data?.Status;
  if (status && status !== 'pending' && pending) setPending(false);
  // Balances and records change once the payment arrives; other components re-render after this one.
  useEffect(() => {
    if (status === 'paid') void reload(staleAfter.moneyMoved);
  }, [status]);

  return (
    <Loaded query={order} keepOnError loading={<Skeleton lines={6} />}>
      {(o) => (
        <section className="assets-form" aria-label={t('assets.payIn.orderTitle', { id: o.OrderId })}>
          <div className="assets-card__head">
            <h2>{t('assets.payIn.orderTitle', { id: o.OrderId })}</h2>
            <StatusBadge tone={tones[o.Status]}>{t(`assets.payIn.status.${o.Status}`)}</StatusBadge>
          </div>
          {o.Status === 'paid' && (
            <DoneMessage recordsHref={routedPath('assetsRecords', { query: { type: 'fiat' } })}>
              {t('assets.payIn.paid', { amount: o.ReceiveAmount, coin: o.Code })}
            </DoneMessage>
          )}
          {o.Status === 'failed' && (
            <p className="form-alert" role="alert">
              {t('assets.payIn.failed', { reason: o.FailReason ?? '' })}
            </p>
          )}
          {o.Status === 'expired' && (
            <p className="form-alert" role="alert">
              {t('assets.payIn.expired')}
            </p>
          )}
          <dl className="assets-facts">
            <div>
              <dt>{t('assets.payIn.pay')}</dt>
              <dd>
                <Figure kind="fiat" value={o.FiatAmount} currency={o.FiatCode} />
              </dd>
            </div>
            <div>
              <dt>{t('assets.payIn.receive')}</dt>
              <dd>
                <Figure kind="amount" value={o.ReceiveAmount} precision={4} unit={o.Code} />
              </dd>
            </div>
            <div>
              <dt>{t('assets.payIn.type')}</dt>
              <dd>{o.PayTypeName}</dd>
            </div>
            {o.Status === 'pending' &&
              o.PaymentDetails.map((d) => (
                <div key={d.Name}>
                  <dt>{d.Label}</dt>
                  <dd className="assets-record__tx">
                    <span className="assets-code">{d.Value}</span>
                    <CopyButton text={d.Value} what={d.Label} />
                  </dd>
                </div>
              ))}
          </dl>
          {o.Status === 'pending' && (
            <>
              <p>
                {t('assets.payIn.payWithinLead')}{' '}
                <Countdown
                  endsAt={Date.parse(o.ExpireTime)}
                  now={now}
                  label={(time) => t('assets.payIn.payWithin', { time })}
                  endedLabel={t('assets.payIn.windowOver')}
                />
              </p>
              <p>
                <a href={payHref(o.PayUrl)} target="_blank" rel="noopener noreferrer">
                  {t('assets.payIn.payOnline')}
                </a>
              </p>
            </>
          )}
          {o.Status !== 'pending' && (
            <Button variant="secondary" onClick={onNew}>
              {t('assets.payIn.again')}
            </Button>
          )}
        </section>
      )}
    </Loaded>
  );
}
