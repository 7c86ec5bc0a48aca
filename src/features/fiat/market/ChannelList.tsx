/**
 * The channels of the chosen way to pay, best first for the amount: each with its fee, limits,
 * time to arrive and what the customer gets; one that cannot take the amount says why.
 */
import { Figure } from '../../../ui/Figure.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { ChannelFacts } from '../ChannelFacts.tsx';
import { QuoteLine } from '../QuoteLine.tsx';
import type { PaymentChannel, PaymentPair, PaymentSide } from '../payment-api.ts';
import { bestFirst, isQuote, quoteChannel, type ChannelProblem, type ChannelQuote } from '../payment-quote.ts';
import { useT } from '../../../i18n/use-t.ts';

interface ChannelListProps {
  channels: readonly PaymentChannel[];
  pair: PaymentPair;
  side: PaymentSide;
  orderAmount: string;
  selected: number;
  onSelect: (channel: PaymentChannel) => void;
}

export function ChannelList({ channels, pair, side, orderAmount, selected, onSelect }: ChannelListProps) {
  const t = useT();
  const ranked = bestFirst(
    channels.map((channel) => ({ channel, quote: quoteChannel(channel, pair, side, orderAmount) })),
  );
  return (
    <RadioGroup
      label={t('fiat.market.channels')}
      name="channel"
      look="boxed"
      className="fiat-channels"
      options={ranked.map(({ channel, quote }, index) => ({
        value: String(channel.PayMethodId),
        disabled: quote !== null && !isQuote(quote),
        label: (
          <span className="fiat-channel__body">
            <span className="fiat-channel__name">
              {channel.Name}
              {index === 0 && isQuote(quote) && ranked.length > 1 && (
                <span className="fiat-channel__best">{t('fiat.market.best')}</span>
              )}
            </span>
            <ChannelFacts channel={channel} />
            <ChannelOutcome quote={quote} pair={pair} side={side} />
          </span>
        ),
      }))}
      value={String(selected)}
      onChange={(id) => {
        const chosen = channels.find((channel) => String(channel.PayMethodId) === id);
        if (chosen) onSelect(chosen);
      }}
    />
  );
}

function ChannelOutcome({
  quote,
  pair,
  side,
}: {
  quote: ChannelQuote | ChannelProblem | null;
  pair: PaymentPair;
  side: PaymentSide;
}) {
  const t = useT();
  if (quote === null) return null;
  if (!isQuote(quote)) {
    const limit =
      'limit' in quote ? <Figure key="limit" kind="fiat" currency={pair.FiatCode} value={quote.limit} /> : null;
    return (
      <span className="fiat-channel__problem">{t(`fiat.channel.${quote.kind}`, { limit, coin: pair.CoinCode })}</span>
    );
  }
  return <QuoteLine className="fiat-channel__get" quote={quote} pair={pair} side={side} />;
}
