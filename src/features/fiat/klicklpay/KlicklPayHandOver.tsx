/**
 * A created KlicklPay order waits for the customer: a buy goes on to KlicklPay's card page on the
 * pay site (CreateKlicklPayReady first), a sell is sent to KlicklPay for its payout. Once.
 */
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { PaymentWindow } from '../order/PaymentInstructions.tsx';
import { klicklPayCheckoutUrl } from '../order-steps.ts';
import type { PaymentOrder } from '../payment-api.ts';
import { orderChanges, paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import { useRefusalText } from '../payment-refusal.ts';
import { providerPage } from './provider-page.ts';
import { useT } from '../../../i18n/use-t.ts';

export function KlicklPayHandOver({ order }: { order: PaymentOrder }) {
  const t = useT();
  const refusalText = useRefusalText();
  const ready = usePaymentMutation(paymentCalls.klicklPayReady, orderChanges, true);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const go = useSingleFlight(async () => {
    setError(null);
    const answer = await ready.send({ body: { OrderId: order.OrderId } });
    if (!answer.ok) return setError(refusalText(answer.error));
    if (order.Side === 'buy') {
      setLeaving(true);
      providerPage.open(klicklPayCheckoutUrl(order.OrderId));
    }
  });
  if (order.Status !== 'created' || order.Provider !== 'klicklPay') return null;
  return (
    <div className="fiat-handover">
      {order.Side === 'buy' && <PaymentWindow order={order} />}
      <p>{t(order.Side === 'buy' ? 'fiat.klicklPay.payNext' : 'fiat.klicklPay.sendNext')}</p>
      <FormAlert>{error}</FormAlert>
      <Button busy={go.pending || leaving} onClick={() => void go.run()}>
        {t(order.Side === 'buy' ? 'fiat.klicklPay.pay' : 'fiat.klicklPay.send')}
      </Button>
    </div>
  );
}
