/**
 * Subscribing to a product: the amount (Max is the available balance within the product's
 * limits), what it earns and when the principal is back; a customer new to earn accepts the terms
 * once (which opens the earn account), then reviews and confirms.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import type { ApiError } from '../../api/call.ts';
import { useCoins } from '../../data/coins.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import { defaultLanguage, normaliseLanguage } from '../../lib/language.ts';
import { formatAmount, formatFiat } from '../../lib/number-format/format.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import {
  accountChanges,
  assetsQuery,
  availableQuery,
  earnChanges,
  openAccount,
  subscribe,
  subscribeRefusalCodes,
  type ProductDetail,
} from './earn-api.ts';
import { estimatedInterest, subscribeMax, subscribeProblem } from './earn-rules.ts';
import { SubscribeReview } from './SubscribeReview.tsx';
import { TermsDialog } from './TermsDialog.tsx';

type Step = 'form' | 'terms' | 'review' | 'unknown';
const recordsHref = '/financial/order?tab=records';

/** A refusal of the amount by the server, said on the field. */
const amountRefusal = (error: ApiError): string | null =>
  error.kind === 'code' && (subscribeRefusalCodes as readonly string[]).includes(String(error.code))
    ? `earn.refusal.${error.code}`
    : null;

function SignedInForm({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = normaliseLanguage(intl.locale) ?? defaultLanguage;
  const errorText = useApiErrorText();
  const now = useServerNow();
  const precision = useCoins().precisionOf(product.CoinCode);
  const { currency, valueOf } = useDisplayValue();
  const available = useApiQuery(availableQuery(product.CoinCode, true));
  const assets = useApiQuery(assetsQuery(true));
  const open = useApiMutation(openAccount, { changes: accountChanges, once: true });
  const deposit = useApiMutation(subscribe, { changes: earnChanges, ignore: subscribeRefusalCodes });
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  // One subscription per review: a second Confirm landing after the first succeeded (before the dialog closed) sends nothing.
  const armed = useRef(false);

  const availableAmount = available.data?.Available ?? null;
  const problem = subscribeProblem(amount, product, availableAmount);
  const leaveGuard = useLeaveGuard(amount !== '');
  // The product's own limits as stated (100, not 100.0000); the balance at the coin's precision.
  const limitPlaces = problem?.kind === 'aboveAvailable' ? precision : (problem?.limit.decimalPlaces() ?? 0);
  const problemText =
    problem &&
    t(`earn.amount.${problem.kind}`, {
      limit: formatAmount(problem.limit, language, { precision: limitPlaces }),
      coin: product.CoinCode,
    });
  const value = valueOf(amount, product.CoinCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setSubscribed(null);
    if (amount === '' || problem) {
      if (amount === '') setRefusal(t('earn.amount.required'));
      return;
    }
    setStartedAt(now());
    setReviewError(null);
    armed.current = true;
    setStep(assets.data?.HasAccount ? 'review' : 'terms');
  };
  const acceptTerms = async () => {
    setTermsError(null);
    const opened = await open.send({});
    if (opened.ok) setStep('review');
    else setTermsError(errorText(opened.error));
  };
  const confirm = async () => {
    if (!armed.current) return;
    armed.current = false;
    setReviewError(null);
    const answer = await deposit.send({ body: { ProductId: product.ProductId, Amount: amount } });
    if (answer.ok) {
      setSubscribed(amount);
      setAmount('');
      setStep('form');
    } else if (answer.error.kind === 'timeout' || answer.error.kind === 'network') {
      setStep('unknown');
    } else if (amountRefusal(answer.error)) {
      setRefusal(t(amountRefusal(answer.error)!));
      setStep('form');
    } else {
      armed.current = true;
      setReviewError(errorText(answer.error));
    }
  };

  // The records say whether it went through; the same subscription is not offered again.
  const leaveUnknown = () => {
    setAmount('');
    setStep('form');
  };

  // The dialogs sit beside the form, not in it: a submit inside them must not bubble into this form.
  return (
    <>
      <form className="earn-subscribe" onSubmit={submit} noValidate aria-labelledby="earn-subscribe-title">
        <h3 id="earn-subscribe-title">{t('earn.subscribe.title')}</h3>
        <AmountInput
          label={t('earn.subscribe.amount')}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setRefusal(null);
          }}
          precision={precision}
          unit={product.CoinCode}
          max={
            availableAmount !== null
              ? { amount: subscribeMax(product, availableAmount, precision).toFixed() }
              : undefined
          }
          approx={value ? formatFiat(value, language, { currency }) : null}
          hint={
            availableAmount !== null
              ? t('earn.subscribe.available', {
                  amount: formatAmount(availableAmount, language, { precision }),
                  coin: product.CoinCode,
                })
              : undefined
          }
          error={(problemText || refusal) ?? undefined}
        />
        {amount !== '' && !problem && (
          <p className="earn-subscribe__estimate">
            {intl.formatMessage(
              { id: product.Type === 'fixed' ? 'earn.subscribe.estimateTerm' : 'earn.subscribe.estimateDaily' },
              {
                interest: (
                  <CoinAmount
                    amount={estimatedInterest(amount, product, precision).toFixed()}
                    coin={product.CoinCode}
                    key="interest"
                  />
                ),
                days: product.TermDays,
              },
            )}
          </p>
        )}
        <Button type="submit" disabled={!assets.data || !available.data}>
          {t('earn.subscribe.action')}
        </Button>
        {subscribed && (
          <p className="earn-subscribe__done" role="status">
            {intl.formatMessage(
              { id: 'earn.subscribe.done' },
              {
                amount: <CoinAmount amount={subscribed} coin={product.CoinCode} key="amount" />,
                product: product.Name,
              },
            )}{' '}
            <Link to="/financial/order">{t('earn.subscribe.seeHoldings')}</Link>
          </p>
        )}
      </form>
      <TermsDialog open={step === 'terms'} onAccept={acceptTerms} onCancel={() => setStep('form')} error={termsError} />
      <SubscribeReview
        open={step === 'review' || step === 'unknown'}
        product={product}
        amount={amount}
        precision={precision}
        now={startedAt}
        onConfirm={confirm}
        onBack={() => setStep('form')}
        error={reviewError}
        outcomeUnknown={step === 'unknown' ? { recordsHref, onClose: leaveUnknown } : null}
      />
      {leaveGuard}
    </>
  );
}

export function SubscribeForm({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  if (signedIn) return <SignedInForm product={product} />;
  return (
    <div className="earn-subscribe">
      <p>{intl.formatMessage({ id: 'earn.subscribe.signedOut' })}</p>
      <Link className="ui-button ui-button--primary" to={`/user/login?return=${encodeURIComponent(pathname + search)}`}>
        {intl.formatMessage({ id: 'earn.subscribe.login' })}
      </Link>
    </div>
  );
}
