/**
 * Subscribing to a product: the amount (Max is the available balance within the product's
 * limits), what it earns and when the principal is back; a customer new to earn accepts the terms
 * once (which opens the earn account), then reviews and confirms.
 */
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { financingCreateUser } from '../../../generated/operations/financingCreateUser.ts';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { useBalance } from '../../data/balances.ts';
import { useCoins } from '../../data/coins.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import { staleAfter } from './stale.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import { assetsQuery, subscribe, subscribeRefusals, type ProductDetail, type Holding } from './earn-api.ts';
import { estimatedInterest, subscribeMax, subscribeProblem } from './earn-rules.ts';
import { SubscribeReview, type Subscription } from './SubscribeReview.tsx';
import { TermsDialog } from './TermsDialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginHref, pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useFigureText } from '../../ui/figure-text.ts';

const recordsHref = () => pagePath('earnRecords', { query: { tab: 'records' } });

interface SubscribeValues {
  amount: string;
}

function SignedInForm({ product }: { product: ProductDetail }) {
  const t = useT();
  const figures = useFigureText();
  const errorText = useApiErrorText();
  const now = useServerNow();
  const precision = useCoins().precisionOf(product.CoinCode);
  const { currency, valueOf } = useDisplayValue();
  const balance = useBalance(product.CoinCode, 'earn');
  const assets = useApiQuery(assetsQuery(true));
  const open = useApiMutation(financingCreateUser, { changes: staleAfter.earnAccount, once: true });
  const form = useForm<SubscribeValues>({ defaultValues: { amount: '' } });
  const [terms, setTerms] = useState<Subscription | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const action = useMoneyAction<Subscription, Holding, SubscribeValues>({
    send: ({ request }) =>
      sendOperation(subscribe, { body: { ProductId: request.ProductId, Amount: request.Amount } }, subscribeRefusals),
    changes: staleAfter.earn,
    recordsHref: recordsHref(),
    form,
    onDone: (_, request) => {
      setSubscribed(request.Amount);
      form.reset();
    },
    // The records say whether it went through; the same subscription is not offered again.
    onUnknownClosed: () => form.reset(),
  });

  const amount = useWatch({ control: form.control, name: 'amount' });
  const availableAmount = balance.available?.toFixed() ?? null;
  const problem = subscribeProblem(amount, product, availableAmount);
  const leaveGuard = useLeaveGuard(amount !== '');
  // The product's own limits as stated (100, not 100.0000); the balance at the coin's precision.
  const limitPlaces = problem?.kind === 'aboveAvailable' ? precision : (problem?.limit.decimalPlaces() ?? 0);
  const problemText =
    problem &&
    t(`earn.amount.${problem.kind}`, {
      limit: figures.amount(problem.limit, { precision: limitPlaces }),
      coin: product.CoinCode,
    });
  const value = valueOf(amount, product.CoinCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    setSubscribed(null);
    if (amount === '') return form.setError('amount', { message: 'earn.amount.required' });
    if (problem) return;
    const subscription = { ProductId: product.ProductId, Amount: amount, startedAt: now() };
    if (assets.data?.HasAccount) action.review(subscription);
    else setTerms(subscription);
  };
  const acceptTerms = async () => {
    setTermsError(null);
    const opened = await open.send({});
    if (!opened.ok) return setTermsError(errorText(opened.error));
    if (terms) action.review(terms);
    setTerms(null);
  };

  // The dialogs sit beside the form, not in it: a submit inside them must not bubble into this form.
  return (
    <>
      <form className="earn-subscribe" onSubmit={submit} noValidate aria-labelledby="earn-subscribe-title">
        <h3 id="earn-subscribe-title">{t('earn.subscribe.title')}</h3>
        <MoneyRefusal action={action} />
        <AmountField
          form={form}
          name="amount"
          label={t('earn.subscribe.amount')}
          precision={precision}
          unit={product.CoinCode}
          max={
            availableAmount !== null
              ? { amount: subscribeMax(product, availableAmount, precision).toFixed() }
              : undefined
          }
          approx={value ? figures.fiat(value, { currency }) : null}
          hint={
            availableAmount !== null
              ? t('earn.subscribe.available', {
                  amount: figures.amount(availableAmount, { precision }),
                  coin: product.CoinCode,
                })
              : undefined
          }
          error={problemText || action.fieldError('amount')}
        />
        {amount !== '' && !problem && (
          <p className="earn-subscribe__estimate">
            {t(product.Type === 'fixed' ? 'earn.subscribe.estimateTerm' : 'earn.subscribe.estimateDaily', {
              interest: (
                <CoinAmount
                  amount={estimatedInterest(amount, product, precision).toFixed()}
                  coin={product.CoinCode}
                  key="interest"
                />
              ),
              days: product.TermDays,
            })}
          </p>
        )}
        <Button type="submit" disabled={!assets.data || availableAmount === null}>
          {t('earn.subscribe.action')}
        </Button>
        {subscribed && (
          <p className="earn-subscribe__done" role="status">
            {t('earn.subscribe.done', {
              amount: <CoinAmount amount={subscribed} coin={product.CoinCode} key="amount" />,
              product: product.Name,
            })}{' '}
            <Link to={pagePath('earnRecords')}>{t('earn.subscribe.seeHoldings')}</Link>
          </p>
        )}
      </form>
      <TermsDialog open={terms !== null} onAccept={acceptTerms} onCancel={() => setTerms(null)} error={termsError} />
      <SubscribeReview action={action} product={product} precision={precision} />
      {leaveGuard}
    </>
  );
}

export function SubscribeForm({ product }: { product: ProductDetail }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  if (signedIn) return <SignedInForm product={product} />;
  return (
    <div className="earn-subscribe">
      <p>{t('earn.subscribe.signedOut')}</p>
      <ButtonLink to={loginHref(pathname + search)}>{t('earn.subscribe.login')}</ButtonLink>
    </div>
  );
}
