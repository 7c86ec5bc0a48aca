/** The review of a provider order: the channel, what is paid and received, the fee, the rate, and every detail sent. */
import type { ServerField } from '../../../lib/server-form.ts';
import { Figure } from '../../../ui/Figure.tsx';
import type { ReviewRow } from '../../../money-action/MoneyReview.tsx';
import type { PaymentPair, PaymentSide } from '../payment-api.ts';
import type { ChannelQuote } from '../payment-quote.ts';
import { Received } from '../QuoteLine.tsx';
import { type Translate } from '../../../i18n/use-t.ts';

interface ReviewInput {
  side: PaymentSide;
  pair: PaymentPair;
  /** The channel's name, as the customer chose it. */
  channelName: string;
  quote: ChannelQuote;
  /** The details sent with the order (the form's fields and their values, or the bank account). */
  details: readonly { label: string; value: string }[];
}

export function reviewRows(t: Translate, { side, pair, channelName, quote, details }: ReviewInput): ReviewRow[] {
  const fiat = (value: ChannelQuote['fee']) => <Figure kind="fiat" currency={pair.FiatCode} value={value} />;
  return [
    { label: t('fiat.review.channel'), value: channelName },
    side === 'buy'
      ? { label: t('fiat.review.youPay'), value: fiat(quote.fiat) }
      : {
          label: t('fiat.review.youSell'),
          value: <Figure kind="amount" precision={pair.CoinPrecision} unit={pair.CoinCode} value={quote.quantity} />,
        },
    { label: t('fiat.review.fee'), value: fiat(quote.fee) },
    {
      label: t('fiat.review.rate'),
      value: t('fiat.review.rateValue', { coin: pair.CoinCode, price: fiat(quote.price) }),
    },
    {
      label: t(side === 'buy' ? 'fiat.review.youGetAbout' : 'fiat.review.youGet'),
      value: <Received quote={quote} pair={pair} side={side} />,
      emphasis: true,
    },
    ...details.map((detail) => ({ label: detail.label, value: detail.value })),
  ];
}

/** The form's values as the review lists them: each filled field's label and its value (a choice's label). */
export function fieldDetails(
  fields: readonly ServerField[],
  values: Record<string, string>,
): { label: string; value: string }[] {
  return fields
    .filter((field) => (values[field.name] ?? '') !== '')
    .map((field) => ({
      label: field.label,
      value: field.options.find((option) => option.value === values[field.name])?.label ?? values[field.name],
    }));
}
