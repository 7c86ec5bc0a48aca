/**
 * What the customer can do with the order now, each asking first: a buyer says they have paid (a
 * false claim is serious) or cancels while unpaid (frequent cancellations may limit the account);
 * a seller confirms the merchant's payment arrived (ReceivedForm), which releases the coin.
 */
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { orderChanges, otcCalls, useOtcMutation, type OtcOrder } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';
import { PaidForm } from './PaidForm.tsx';
import { ReceivedForm } from './ReceivedForm.tsx';
import { useT } from '../../../i18n/use-t.ts';

type Asking = 'cancel' | null;
const cancelReasons = ['changedMind', 'cannotPay', 'merchantAsked', 'other'] as const;

export function OrderActions({ order }: { order: OtcOrder }) {
  const t = useT();
  const refusalText = useRefusalText();
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<(typeof cancelReasons)[number]>('changedMind');
  const cancel = useOtcMutation(otcCalls.cancel, orderChanges, true);

  const ask = (what: Asking) => {
    setError(null);
    setAsking(what);
  };
  const run = async (send: () => ReturnType<typeof cancel.send>) => {
    const answer = await send();
    if (answer.ok || answer.error.kind === 'timeout') return setAsking(null);
    setError(refusalText(answer.error));
  };
  const body = { OrderId: order.OrderId };

  if (order.Side === 'buy' && order.Status === 'unpaid') {
    return (
      <div className="otc-actions">
        <PaidForm order={order} />
        <Button variant="ghost" onClick={() => ask('cancel')}>
          {t('otc.action.cancel')}
        </Button>
        <ConfirmDialog
          open={asking === 'cancel'}
          title={t('otc.action.cancelTitle')}
          text={
            <>
              <p>{t('otc.action.cancelText')}</p>
              <SelectField
                label={t('otc.action.cancelReason')}
                placeholder={t('otc.choose')}
                options={cancelReasons.map((value) => ({ value, label: t(`otc.cancelReason.${value}`) }))}
                value={reason}
                onChange={(event) => setReason(event.target.value as typeof reason)}
              />
            </>
          }
          confirmLabel={t('otc.action.cancel')}
          onConfirm={() => run(() => cancel.send({ body: { ...body, Reason: t(`otc.cancelReason.${reason}`) } }))}
          onCancel={() => setAsking(null)}
          error={error}
        />
      </div>
    );
  }
  if (order.Side === 'sell' && order.Status === 'paid') {
    return (
      <div className="otc-actions">
        <ReceivedForm order={order} />
      </div>
    );
  }
  return null;
}
