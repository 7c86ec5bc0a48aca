/**
 * A created KlicklPay order waits for the customer: a buy goes on to KlicklPay's card page on the
 * pay site (CreateKlicklPayReady first), a sell is sent to KlicklPay for its payout. Reviewed and
 * sent once on the money-action kit; a refusal shows on the page (payment:0027 in the server's
 * words), and a hand-over without an answer points to the payment orders and is never sent again.
 */
import { useState } from 'react';
import { useCoins } from '../../../data/coins.ts';
import { staleAfter } from '../stale.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { PaymentWindow } from '../order/PaymentInstructions.tsx';
import { klicklPayCheckoutUrl } from '../order-steps.ts';
import type { PaymentOrder } from '../payment-api.ts';
import { paymentCalls } from '../payment-calls.ts';
import { orderRefusals } from '../payment-order-send.ts';
import { providerPage } from './provider-page.ts';
import { useT } from '../../../i18n/use-t.ts';
import { pagePath } from '../../../config/page-paths.ts';

export function KlicklPayHandOver({ order }: { order: PaymentOrder }) {
  const t = useT();
  const precisionOf = useCoins().precisionOf;
  const [leaving, setLeaving] = useState(false);
  const buy = order.Side === 'buy';
  const action = useMoneyAction<PaymentOrder, unknown>({
    send: ({ request }) =>
      sendOperation(paymentCalls.klicklPayReady, { body: { OrderId: request.OrderId } }, orderRefusals),
    changes: staleAfter.paymentOrder,
    recordsHref: pagePath('fiatPaymentOrders'),
    onDone: (_, handed) => {
      if (handed.Side !== 'buy') return;
      setLeaving(true);
      providerPage.open(klicklPayCheckoutUrl(handed.OrderId));
    },
  });
  if (order.Status !== 'created' || order.Provider !== 'klicklPay') return null;
  const label = t(buy ? 'fiat.klicklPay.pay' : 'fiat.klicklPay.send');
  return (
    <div className="fiat-handover">
      {buy && <PaymentWindow order={order} />}
      <p>{t(buy ? 'fiat.klicklPay.payNext' : 'fiat.klicklPay.sendNext')}</p>
      <MoneyRefusal action={action} />
      <Button busy={action.phase === 'sending' || leaving} onClick={() => action.review(order)}>
        {label}
      </Button>
      <MoneyReview
        action={action}
        title={t(buy ? 'fiat.review.buyTitle' : 'fiat.review.sellTitle')}
        rows={[
          { label: t('fiat.order.number'), value: order.OrderId },
          { label: t('fiat.review.channel'), value: order.PayMethodName },
          buy
            ? {
                label: t('fiat.review.youPay'),
                value: <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />,
                emphasis: true,
              }
            : {
                label: t('fiat.review.youSell'),
                value: (
                  <Figure
                    kind="amount"
                    precision={precisionOf(order.CoinCode)}
                    unit={order.CoinCode}
                    value={order.Quantity}
                  />
                ),
                emphasis: true,
              },
        ]}
        warnings={[t(buy ? 'fiat.review.klicklPayWarning' : 'fiat.review.sellWarning')]}
        confirmLabel={label}
        recordsLabel={t('fiat.review.checkOrders')}
      />
    </div>
  );
}
