/** What the customer gets through a channel for the amount, and the fee taken. */
import { Figure } from '../../ui/Figure.tsx';
import type { PaymentPair, PaymentSide } from './payment-api.ts';
import type { ChannelQuote } from './payment-quote.ts';
import { useT } from '../../i18n/use-t.ts';

export function Received({ quote, pair, side }: { quote: ChannelQuote; pair: PaymentPair; side: PaymentSide }) {
  return side === 'buy' ? (
    <Figure kind="amount" precision={pair.CoinPrecision} unit={pair.CoinCode} value={quote.receive} />
  ) : (
    <Figure kind="fiat" currency={pair.FiatCode} value={quote.receive} />
  );
}

export function QuoteLine({
  quote,
  pair,
  side,
  className,
}: {
  quote: ChannelQuote;
  pair: PaymentPair;
  side: PaymentSide;
  className?: string;
}) {
  const t = useT();
  return (
    <span className={className}>
      {t('fiat.channel.youGet', {
        amount: <Received key="get" quote={quote} pair={pair} side={side} />,
        fee: <Figure key="fee" kind="fiat" currency={pair.FiatCode} value={quote.fee} />,
      })}
    </span>
  );
}
