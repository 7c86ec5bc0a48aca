/**
 * "I have received the payment": the seller ticks that they checked their own account, reviews
 * the release and confirms it with the PIN or a Google code where the account has one. It
 * releases the coin; an answer that never comes is said to be not known, never sent again.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useApiQuery } from '../../../api/query.ts';
import { customerQuery } from '../../../data/customer.ts';
import type { SecurityFactor } from '../../../lib/security-factors.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { CoinAmount } from '../../../shell/money.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { listPath, otcCalls, type OtcOrder } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';
import { staleAfter } from '../stale.ts';
import { pagePath } from '../../../config/page-paths.ts';

interface Values {
  checked: boolean;
}
const schema = z
  .object({ checked: z.boolean() })
  .check(z.refine((v) => v.checked, { message: 'otc.action.tickFirst', path: ['checked'] }));

export const releaseRefusals: RefusalTable<keyof Values> = {
  elsewhere: 'form',
  codes: {
    '20005': { field: 'pin', id: 'otc.refused.pinWrong' },
    '20001': { field: 'googleCode', id: 'otc.refused.googleWrong' },
    '62003': { id: 'otc.refused.status' },
    '10004': { id: 'otc.refused.notFound' },
  },
};

export function ReceivedForm({ order }: { order: OtcOrder }) {
  const user = useApiQuery(customerQuery());
  if (!user.data) return null;
  const factors: SecurityFactor[] = [
    ...(user.data.HasPin ? (['pin'] as const) : []),
    ...(user.data.GoogleEnabled ? (['google'] as const) : []),
  ];
  return <Release key={factors.join()} order={order} factors={factors} />;
}

function Release({ order, factors }: { order: OtcOrder; factors: SecurityFactor[] }) {
  const t = useT();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { checked: false } });
  const action = useMoneyAction<OtcOrder, unknown, Values>({
    send: ({ request, proof }) =>
      sendOperation(otcCalls.confirmReceipt, { body: { OrderId: request.OrderId, ...proof } }, releaseRefusals),
    changes: staleAfter.otcOrder,
    recordsHref: listPath(),
    factors,
    need: 'one',
    form,
  });

  return (
    <>
      <form className="otc-received" onSubmit={form.handleSubmit(() => action.review(order))} noValidate>
        <MoneyRefusal action={action} />
        <Checkbox
          label={t('otc.action.receivedCheck')}
          field={form.register('checked')}
          error={action.fieldError('checked')}
        />
        <Button type="submit">{t('otc.action.received')}</Button>
      </form>
      <MoneyReview
        action={action}
        title={t('otc.action.receivedTitle')}
        rows={[
          {
            label: t('otc.review.youGet'),
            value: <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />,
          },
          {
            label: t('otc.review.youSell'),
            value: <CoinAmount amount={order.Quantity} coin={order.CoinCode} />,
            emphasis: true,
          },
        ]}
        warnings={[t('otc.action.releaseWarning', { coin: order.CoinCode })]}
        confirmLabel={t('otc.action.received')}
        setPinHref={pagePath('accountSettings', { hash: 'pin' })}
        recordsLabel={t('otc.links.orders')}
      />
    </>
  );
}
