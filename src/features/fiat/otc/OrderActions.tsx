/**
 * What the customer can do with the order now: a buyer says they have paid (PaidForm: a false
 * claim is serious) or cancels while unpaid, saying why (frequent cancellations may limit the
 * account); a seller confirms the merchant's payment arrived (ReceivedForm), which releases the coin.
 * Each is reviewed and sent once through the money-action kit.
 */
import { useForm } from 'react-hook-form';
import { staleAfter } from '../stale.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { listPath, otcCalls, type OtcOrder } from './otc-api.ts';
import { PaidForm, stepRefusals } from './PaidForm.tsx';
import { ReceivedForm } from './ReceivedForm.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function OrderActions({ order }: { order: OtcOrder }) {
  if (order.Side === 'buy' && order.Status === 'unpaid') {
    return (
      <div className="otc-actions">
        <PaidForm order={order} />
        <CancelForm order={order} />
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

const cancelReasons = ['changedMind', 'cannotPay', 'merchantAsked', 'other'] as const;
type CancelReason = (typeof cancelReasons)[number];

interface CancelValues {
  reason: CancelReason;
}

function CancelForm({ order }: { order: OtcOrder }) {
  const t = useT();
  const form = useForm<CancelValues>({ defaultValues: { reason: 'changedMind' } });
  const action = useMoneyAction<CancelValues, unknown, CancelValues>({
    send: ({ request }) =>
      sendOperation(
        otcCalls.cancel,
        { body: { OrderId: order.OrderId, Reason: t(`otc.cancelReason.${request.reason}`) } },
        stepRefusals,
      ),
    changes: staleAfter.otcOrder,
    recordsHref: listPath(),
    form,
  });
  const reason = action.request?.reason;

  return (
    <>
      <form className="otc-cancel" onSubmit={form.handleSubmit((values) => action.review(values))} noValidate>
        <MoneyRefusal action={action} />
        <SelectField
          label={t('otc.action.cancelReason')}
          placeholder={t('otc.choose')}
          options={cancelReasons.map((value) => ({ value, label: t(`otc.cancelReason.${value}`) }))}
          field={form.register('reason', { required: 'otc.action.chooseReason' })}
          error={action.fieldError('reason')}
        />
        <Button type="submit" variant="ghost">
          {t('otc.action.cancel')}
        </Button>
      </form>
      <MoneyReview
        action={action}
        title={t('otc.action.cancelTitle')}
        rows={[
          { label: t('otc.review.merchant'), value: order.MerchantName },
          {
            label: t('otc.review.youPay'),
            value: <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />,
          },
          ...(reason
            ? [{ label: t('otc.appeal.reason'), value: t(`otc.cancelReason.${reason}`), emphasis: true }]
            : []),
        ]}
        warnings={[t('otc.action.cancelText')]}
        confirmLabel={t('otc.action.cancel')}
        recordsLabel={t('otc.links.orders')}
      />
    </>
  );
}
