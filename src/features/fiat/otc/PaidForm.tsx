/**
 * "I have paid": the buyer ticks that they transferred the full amount to the merchant, reviews
 * the claim (a false one is serious) and sends it once; an answer that never comes is said to be
 * not known, never sent again.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { listPath, otcCalls, type OtcOrder } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';
import { staleAfter } from '../stale.ts';

interface Values {
  checked: boolean;
}
const schema = z
  .object({ checked: z.boolean() })
  .check(z.refine((v) => v.checked, { message: 'otc.action.tickPaidFirst', path: ['checked'] }));

/** An order that moved on or no longer exists: said over the form, the order reloaded. */
export const stepRefusals: RefusalTable = {
  elsewhere: 'form',
  codes: {
    '62003': { id: 'otc.refused.status' },
    '10004': { id: 'otc.refused.notFound' },
  },
};

export function PaidForm({ order }: { order: OtcOrder }) {
  const t = useT();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { checked: false } });
  const action = useMoneyAction<OtcOrder, unknown, Values>({
    send: ({ request }) => sendOperation(otcCalls.confirmPayment, { body: { OrderId: request.OrderId } }, stepRefusals),
    changes: staleAfter.otcOrder,
    recordsHref: listPath(),
    form,
  });

  return (
    <>
      <form className="otc-paid" onSubmit={form.handleSubmit(() => action.review(order))} noValidate>
        <MoneyRefusal action={action} />
        <Checkbox
          label={t('otc.action.paidCheck', { merchant: order.MerchantName })}
          field={form.register('checked')}
          error={action.fieldError('checked')}
        />
        <Button type="submit">{t('otc.action.paid')}</Button>
      </form>
      <MoneyReview
        action={action}
        title={t('otc.action.paidTitle')}
        rows={[
          { label: t('otc.review.merchant'), value: order.MerchantName },
          {
            label: t('otc.review.youPay'),
            value: <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />,
            emphasis: true,
          },
        ]}
        warnings={[t('otc.action.paidText')]}
        confirmLabel={t('otc.action.paid')}
        recordsLabel={t('otc.links.orders')}
      />
    </>
  );
}
