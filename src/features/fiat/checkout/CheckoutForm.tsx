/**
 * A channel's checkout: the amount, the channel's form as the server describes it, the review of
 * exactly what is sent and received, then the order, placed once. A refusal naming a field lands
 * on it; a timeout says the outcome is not known and points to the orders.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAvailableBalance } from '../../../data/spot-balance.ts';
import { fieldRefusal, fromPaymentMethodField } from '../../../lib/server-form.ts';
import { AmountInput } from '../../../ui/AmountInput.tsx';
import { ReviewDialog } from '../../../ui/ReviewDialog.tsx';
import { ServerForm } from '../../../ui/ServerForm.tsx';
import { useLeaveGuard } from '../../../ui/use-leave-guard.tsx';
import { ChannelFacts } from '../ChannelFacts.tsx';
import { QuoteLine } from '../QuoteLine.tsx';
import { orderHref } from '../order-steps.ts';
import type { PaymentChannel, PaymentMethodForm, PaymentPair, PaymentSide } from '../payment-api.ts';
import { isQuote, quoteChannel } from '../payment-quote.ts';
import { useRefusalText } from '../payment-refusal.ts';
import { useAmountProblem } from './amount-problem.ts';
import { fieldDetails, reviewRows } from './review-rows.tsx';
import { useCreateOrder, type CheckoutFlow } from './use-create-order.ts';
import { useReviewStep } from './use-review-step.ts';
import { useT } from '../../../i18n/use-t.ts';
import { pagePath } from '../../../config/page-paths.ts';

interface CheckoutFormProps {
  flow: CheckoutFlow;
  side: PaymentSide;
  pair: PaymentPair;
  channel: PaymentChannel;
  form: PaymentMethodForm;
  /** The amount chosen on the fiat page: a buy's fiat, a sell's coin. */
  initialAmount: string;
}

export function CheckoutForm({ flow, side, pair, channel, form, initialAmount }: CheckoutFormProps) {
  const intl = useIntl();
  const t = useT();
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const [amount, setAmount] = useState(initialAmount);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const available = useAvailableBalance(side === 'sell' ? pair.CoinCode : '');
  const amountProblem = useAmountProblem(pair, side, available);
  const review = useReviewStep<Record<string, string>>();
  const create = useCreateOrder(flow);
  const leaveGuard = useLeaveGuard(touched && !placed && !timedOut);
  const fields = form.Fields.map(fromPaymentMethodField);
  const quote = quoteChannel(channel, pair, side, amount);

  const submit = (values: Record<string, string>) => {
    const problem = amountProblem(quote);
    setAmountError(problem);
    if (problem) return;
    setError(null);
    return review.open(values);
  };

  const confirm = async () => {
    if (!review.reviewing) return;
    const answer = await create.send({
      side,
      coin: pair.CoinCode,
      fiat: pair.FiatCode,
      amount,
      channel: channel.PayMethodId,
      fields: review.reviewing,
    });
    if (answer.ok) {
      setPlaced(true);
      review.close();
      navigate(orderHref(answer.data));
      return;
    }
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    if (
      answer.error.kind === 'code' &&
      fieldRefusal(
        answer.error.message,
        fields.map((f) => f.name),
      )
    )
      return review.close({ message: answer.error.message });
    setError(refusalText(answer.error));
  };

  const warnings = [
    t(
      side === 'sell'
        ? 'fiat.review.sellWarning'
        : flow === 'klicklPay' || channel.Provider === 'klicklPay'
          ? 'fiat.review.klicklPayWarning'
          : 'fiat.review.payWarning',
    ),
  ];
  return (
    <div className="fiat-checkout" onInput={() => setTouched(true)}>
      <section className="fiat-card" aria-label={t('fiat.checkout.channel')}>
        <h2 className="fiat-card__title">{channel.Name}</h2>
        <ChannelFacts channel={channel} />
      </section>
      <section className="fiat-card">
        <AmountInput
          label={t(side === 'buy' ? 'fiat.market.youPay' : 'fiat.market.youSell')}
          precision={side === 'buy' ? pair.FiatPrecision : pair.CoinPrecision}
          unit={side === 'buy' ? pair.FiatCode : pair.CoinCode}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setAmountError(null);
          }}
          max={side === 'sell' && available !== null ? { amount: available } : undefined}
          error={amountError ?? undefined}
        />
        {isQuote(quote) && <QuoteLine className="fiat-checkout__quote" quote={quote} pair={pair} side={side} />}
        <h2 className="fiat-card__title">
          {t(side === 'buy' ? 'fiat.checkout.payerDetails' : 'fiat.checkout.payoutDetails')}
        </h2>
        {fields.length === 0 && <p className="fiat-muted">{t('fiat.checkout.noFields')}</p>}
        <ServerForm
          key={channel.PayMethodId}
          fields={fields}
          submitLabel={t('fiat.checkout.review')}
          onSubmit={submit}
        />
      </section>
      <ReviewDialog
        open={review.reviewing !== null}
        title={t(side === 'buy' ? 'fiat.review.buyTitle' : 'fiat.review.sellTitle')}
        rows={
          isQuote(quote) && review.reviewing
            ? reviewRows(intl, {
                side,
                pair,
                channelName: channel.Name,
                quote,
                details: fieldDetails(fields, review.reviewing),
              })
            : []
        }
        warnings={warnings}
        confirmLabel={t(side === 'buy' ? 'fiat.review.confirmBuy' : 'fiat.review.confirmSell')}
        onConfirm={confirm}
        onBack={() => review.close()}
        error={error}
        outcomeUnknown={
          timedOut
            ? {
                recordsHref: pagePath('fiatPaymentOrders'),
                recordsLabel: t('fiat.review.checkOrders'),
                onClose: () => review.close(),
              }
            : null
        }
      />
      {leaveGuard}
    </div>
  );
}
