/**
 * Subscribing to an open sale: a quantity within the limits, its cost in decimal, a review, then
 * one call. A refusal lands on the quantity (or over the form) and keeps what was typed; a call
 * without an answer says the outcome is not known and points to the customer's subscriptions.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBalance } from '../../data/balances.ts';
import { useCoins } from '../../data/coins.ts';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import { quantityMessageId, quantityText, quantityValues } from './quantity-text.ts';
import { SubscribeReview } from './SubscribeReview.tsx';
import { costOf, limitsOf, quantityProblem } from './subscription-rules.ts';
import { subscribe, subscriptionRefusalTable, type IeoOrder, type IeoProjectDetails } from './twinkle-api.ts';
import { SubscribeDone } from './SubscribeDone.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';
import { pagePath } from '../../config/page-paths.ts';
import { landOnField } from '../../ui/land-on-field.ts';

interface SubscribeFormProps {
  project: IeoProjectDetails;
  /** The sale is no longer open: the caller loads the project again. */
  onClosed: () => void;
}

interface QuantityValues {
  quantity: string;
}

const notOpen = quantityMessageId('notOpen');

export function SubscribeForm({ project, onClosed }: SubscribeFormProps) {
  const t = useT();
  const figures = useFigureText();
  const balance = useBalance(project.PayCoin);
  const precision = useCoins().precisionOf(project.PayCoin);
  const available = balance.available?.toFixed();
  const limits = limitsOf(project, available);
  const sale = { precision: project.QuantityPrecision, token: project.TokenCode };
  const form = useForm<QuantityValues>({ defaultValues: { quantity: '' } });
  const { control, handleSubmit, reset } = form;
  const quantity = useWatch({ control, name: 'quantity' });
  const cost = costOf(quantity, project.PriceUsdt, precision);
  const [done, setDone] = useState<IeoOrder | null>(null);
  const action = useMoneyAction<string, IeoOrder, QuantityValues>({
    send: async ({ request }) => {
      const body = { ProjectId: project.ProjectId, Quantity: request };
      const outcome = await sendOperation(subscribe, { body }, subscriptionRefusalTable);
      // The sale has closed meanwhile: the page loads it again and shows it as it is now.
      if (outcome.kind === 'refused' && outcome.refusal.id === notOpen) onClosed();
      return outcome;
    },
    changes: staleAfter.tokenSaleSubscription,
    recordsHref: pagePath('twinkle', { query: { tab: 'mine' } }),
    form,
    onDone: (order) => {
      setDone(order);
      reset({ quantity: '' });
    },
    // The subscriptions say whether it went through; the same subscription is not offered again.
    onUnknownClosed: () => reset({ quantity: '' }),
  });
  const guard = useLeaveGuard(quantity !== '');

  const startReview = ({ quantity: wanted }: QuantityValues) => {
    const broken = quantityProblem(wanted, limits);
    if (broken) return landOnField(form, 'quantity', quantityMessageId(broken));
    setDone(null);
    action.review(wanted);
  };

  return (
    <>
      {guard}
      <form
        className="subscribe-form"
        onSubmit={(event) => void handleSubmit(startReview)(event)}
        noValidate
        aria-labelledby="subscribe-title"
      >
        <h2 id="subscribe-title">{t('twinkle.subscribe.title')}</h2>
        {done && <SubscribeDone order={done} />}
        <MoneyRefusal action={action} />
        <AmountField
          form={form}
          name="quantity"
          label={t('twinkle.subscribe.quantity')}
          precision={project.QuantityPrecision}
          unit={project.TokenCode}
          max={{ amount: limits.most }}
          hint={quantityText(t, figures, quantityMessageId('limits'), limits, sale)}
          error={action.fieldError('quantity', quantityValues(figures, limits, sale))}
        />
        <dl className="sale-facts sale-facts--form">
          <div>
            <dt>{t('twinkle.subscribe.cost')}</dt>
            <dd className="subscribe-form__cost">
              <CoinAmount amount={cost ?? '0'} coin={project.PayCoin} />
              {cost && <DisplayValue amount={cost} coin={project.PayCoin} />}
            </dd>
          </div>
          <div>
            <dt>{t('twinkle.subscribe.available')}</dt>
            <dd>
              {balance.failed ? (
                <Button variant="ghost" onClick={balance.retry}>
                  {t('twinkle.subscribe.balanceRetry')}
                </Button>
              ) : available === undefined ? (
                <Figure kind="amount" value={undefined} precision={precision} loading />
              ) : (
                <CoinAmount amount={available} coin={project.PayCoin} />
              )}
            </dd>
          </div>
        </dl>
        <Button type="submit">{t('twinkle.subscribe.review')}</Button>
      </form>
      <SubscribeReview action={action} project={project} available={available} precision={precision} />
    </>
  );
}
