/**
 * A channel's checkout: the amount, the channel's form as the server describes it, the money-action
 * kit's review of exactly what is sent and received, then the order, placed once. A refusal of the
 * amount or naming a channel field lands on it; any other shows over the form, in view and focused;
 * an order without an answer says the outcome is not known, points to the payment orders and is
 * never placed again.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useBalance } from '../../../data/balances.ts';
import { staleAfter } from '../stale.ts';
import { fromPaymentMethodField } from '../../../lib/server-form.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { ServerForm } from '../../../ui/ServerForm.tsx';
import { useLeaveGuard } from '../../../ui/use-leave-guard.tsx';
import { ChannelFacts } from '../ChannelFacts.tsx';
import { QuoteLine } from '../QuoteLine.tsx';
import { orderHref } from '../order-steps.ts';
import type { PaymentChannel, PaymentMethodForm, PaymentOrder, PaymentPair, PaymentSide } from '../payment-api.ts';
import { namedFieldMessage } from '../payment-order-send.ts';
import { isQuote, quoteChannel } from '../payment-quote.ts';
import { useAmountProblem } from './amount-problem.ts';
import { createOrder, type CheckoutFlow, type OrderInput } from './create-order.ts';
import { fieldDetails, reviewRows } from './review-rows.tsx';
import { useServerFormAnswer } from './use-server-form-answer.ts';
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

interface AmountValues {
  amount: string;
}

const inReview = new Set(['reviewing', 'sending']);

export function CheckoutForm({ flow, side, pair, channel, form, initialAmount }: CheckoutFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const amountForm = useForm<AmountValues>({ defaultValues: { amount: initialAmount } });
  const amount = useWatch({ control: amountForm.control, name: 'amount' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // A new server form (empty) after an order whose outcome is not known: it is not offered again.
  const [round, setRound] = useState(0);
  const balance = useBalance(side === 'sell' ? pair.CoinCode : '');
  const available = side === 'sell' ? (balance.available?.toFixed() ?? null) : null;
  const amountProblem = useAmountProblem(pair, side, available);
  const serverForm = useServerFormAnswer();
  const fields = form.Fields.map(fromPaymentMethodField);
  const fieldNames = fields.map((field) => field.name);
  const quote = quoteChannel(channel, pair, side, amount);
  const action = useMoneyAction<OrderInput, PaymentOrder, AmountValues>({
    send: ({ request }) => createOrder(flow, request, fieldNames),
    changes: staleAfter.paymentOrder,
    recordsHref: pagePath('fiatPaymentOrders'),
    form: amountForm,
    onDone: (order) => navigate(orderHref(order)),
    onUnknownClosed: () => {
      amountForm.reset({ amount: '' });
      setRound((n) => n + 1);
    },
  });
  const leaveGuard = useLeaveGuard(touched && action.phase !== 'done' && action.phase !== 'unknown');

  // The server form waits through the review; a refusal naming one of its fields goes back to it.
  const { phase, refusal } = action;
  const { answer } = serverForm;
  useEffect(() => {
    if (inReview.has(phase)) return;
    const message = phase === 'refusedOnField' ? namedFieldMessage(refusal) : null;
    answer(message ? { message } : undefined);
  }, [phase, refusal, answer]);

  const submit = (values: Record<string, string>) => {
    const problem = amountProblem(quote);
    setAmountError(problem);
    if (problem) return;
    action.review({
      side,
      coin: pair.CoinCode,
      fiat: pair.FiatCode,
      amount,
      channel: channel.PayMethodId,
      fields: values,
    });
    return serverForm.wait();
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
      <MoneyRefusal action={action} />
      <section className="fiat-card" aria-label={t('fiat.checkout.channel')}>
        <h2 className="fiat-card__title">{channel.Name}</h2>
        <ChannelFacts channel={channel} />
      </section>
      <section className="fiat-card">
        <AmountField
          form={amountForm}
          name="amount"
          label={t(side === 'buy' ? 'fiat.market.youPay' : 'fiat.market.youSell')}
          precision={side === 'buy' ? pair.FiatPrecision : pair.CoinPrecision}
          unit={side === 'buy' ? pair.FiatCode : pair.CoinCode}
          onChange={() => setAmountError(null)}
          max={available !== null ? { amount: available } : undefined}
          error={amountError || action.fieldError('amount')}
        />
        {isQuote(quote) && <QuoteLine className="fiat-checkout__quote" quote={quote} pair={pair} side={side} />}
        <h2 className="fiat-card__title">
          {t(side === 'buy' ? 'fiat.checkout.payerDetails' : 'fiat.checkout.payoutDetails')}
        </h2>
        {fields.length === 0 && <p className="fiat-muted">{t('fiat.checkout.noFields')}</p>}
        <ServerForm
          key={`${channel.PayMethodId}-${round}`}
          fields={fields}
          submitLabel={t('fiat.checkout.review')}
          onSubmit={submit}
        />
      </section>
      <MoneyReview
        action={action}
        title={t(side === 'buy' ? 'fiat.review.buyTitle' : 'fiat.review.sellTitle')}
        rows={
          isQuote(quote) && action.request
            ? reviewRows(t, {
                side,
                pair,
                channelName: channel.Name,
                quote,
                details: fieldDetails(fields, action.request.fields),
              })
            : []
        }
        warnings={warnings}
        confirmLabel={t(side === 'buy' ? 'fiat.review.confirmBuy' : 'fiat.review.confirmSell')}
        recordsLabel={t('fiat.review.checkOrders')}
      />
      {leaveGuard}
    </div>
  );
}
