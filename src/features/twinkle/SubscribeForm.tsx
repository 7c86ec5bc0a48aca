/**
 * Subscribing to an open sale: a quantity within the limits, its cost in decimal, a review, then
 * one call. A refusal lands on the quantity (or over the form) and keeps what was typed; a call
 * that timed out says the outcome is not known and points to the customer's subscriptions.
 */
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../api/query.ts';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import { quantityMessage } from './quantity-text.ts';
import { SubscribeReview } from './SubscribeReview.tsx';
import { placeOf, subscriptionRefusalCodes } from './subscription-refusal.ts';
import { costOf, limitsOf, quantityProblem } from './subscription-rules.ts';
import {
  subscribe,
  subscriptionChanges,
  type IeoOrder,
  type IeoProjectDetails,
  type SubscriptionRefusal,
} from './twinkle-api.ts';
import { SubscribeDone } from './SubscribeDone.tsx';
import { usePayBalance } from './use-pay-balance.ts';

interface SubscribeFormProps {
  project: IeoProjectDetails;
  /** The sale is no longer open: the caller loads the project again. */
  onClosed: () => void;
}

export function SubscribeForm({ project, onClosed }: SubscribeFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useApiErrorText();
  const pay = usePayBalance(project.PayCoin);
  const limits = limitsOf(project, pay.available);
  const sale = { precision: project.QuantityPrecision, token: project.TokenCode };
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<{ quantity: string }>({
    defaultValues: { quantity: '' },
  });
  const quantity = useWatch({ control, name: 'quantity' });
  const cost = costOf(quantity, project.PriceUsdt, pay.precision);
  const [reviewing, setReviewing] = useState(false);
  // The quantity under review: cleared the moment it is sent and answered, so a stray second Confirm sends nothing.
  const underReview = useRef<string | null>(null);
  const [reviewed, setReviewed] = useState('');
  const reviewedCost = costOf(reviewed, project.PriceUsdt, pay.precision);
  const [problem, setProblem] = useState<{ form?: string; review?: string; unknown?: boolean }>({});
  const [done, setDone] = useState<IeoOrder | null>(null);
  const send = useApiMutation(subscribe, { changes: subscriptionChanges, ignore: subscriptionRefusalCodes });
  const guard = useLeaveGuard(quantity !== '');

  const showOnField = (refusal: SubscriptionRefusal | 'required') =>
    setError(
      'quantity',
      { type: 'limit', message: quantityMessage(intl, refusal, limits, sale) },
      { shouldFocus: true },
    );

  const startReview = ({ quantity: wanted }: { quantity: string }) => {
    const broken = quantityProblem(wanted, limits);
    if (broken) return showOnField(broken);
    setProblem({});
    setDone(null);
    underReview.current = wanted;
    setReviewed(wanted);
    setReviewing(true);
  };

  const confirm = async () => {
    const wanted = underReview.current;
    if (wanted === null) return;
    const answer = await send.send({ body: { ProjectId: project.ProjectId, Quantity: wanted } });
    if (answer.ok || answer.error.kind === 'timeout') underReview.current = null;
    if (answer.ok) {
      setReviewing(false);
      setDone(answer.data);
      reset({ quantity: '' });
      return;
    }
    if (answer.error.kind === 'timeout') return setProblem({ unknown: true });
    const place = placeOf(answer.error);
    if ('error' in place) return setProblem({ review: errorText(place.error) });
    underReview.current = null;
    setReviewing(false);
    if ('field' in place) return showOnField(place.field);
    setProblem({ form: quantityMessage(intl, place.form, limits, sale) });
    onClosed();
  };

  const closeUnknown = () => {
    underReview.current = null;
    setReviewing(false);
    setProblem({});
    reset({ quantity: '' });
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
        <FormAlert>{problem.form ?? null}</FormAlert>
        <Controller
          name="quantity"
          control={control}
          render={({ field }) => (
            <AmountInput
              {...field}
              onChange={(value) => {
                clearErrors('quantity');
                field.onChange(value);
              }}
              label={t('twinkle.subscribe.quantity')}
              precision={project.QuantityPrecision}
              unit={project.TokenCode}
              max={{ amount: limits.most }}
              hint={quantityMessage(intl, 'limits', limits, sale)}
              error={formState.errors.quantity?.message}
            />
          )}
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
              {pay.failed ? (
                <Button variant="ghost" onClick={pay.retry}>
                  {t('twinkle.subscribe.balanceRetry')}
                </Button>
              ) : pay.available === undefined ? (
                <Figure kind="amount" value={undefined} precision={pay.precision} loading />
              ) : (
                <CoinAmount amount={pay.available} coin={project.PayCoin} />
              )}
            </dd>
          </div>
        </dl>
        <Button type="submit">{t('twinkle.subscribe.review')}</Button>
      </form>
      <SubscribeReview
        open={reviewing}
        project={project}
        quantity={reviewed}
        cost={reviewedCost}
        available={pay.available}
        onConfirm={confirm}
        onBack={() => setReviewing(false)}
        error={problem.review ?? null}
        outcomeUnknown={problem.unknown ? closeUnknown : null}
      />
    </>
  );
}
