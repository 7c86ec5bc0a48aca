/** Why a checkout's amount cannot be sent yet, in the customer's words (the channel's limits, the balance). */
import type { PaymentPair, PaymentSide } from '../payment-api.ts';
import { isQuote, type ChannelProblem, type ChannelQuote } from '../payment-quote.ts';
import { useFigureText } from '../../../ui/figure-text.ts';
import { useT } from '../../../i18n/use-t.ts';

export function useAmountProblem(pair: PaymentPair, side: PaymentSide, available: string | null) {
  const t = useT();
  const figures = useFigureText();
  return (quote: ChannelQuote | ChannelProblem | null): string | null => {
    if (quote === null) return t('fiat.checkout.amountRequired');
    if (!isQuote(quote)) {
      const limit = 'limit' in quote ? figures.fiat(quote.limit, { currency: pair.FiatCode }) : '';
      return t(`fiat.channel.${quote.kind}`, { limit, coin: pair.CoinCode });
    }
    if (side === 'sell' && available !== null && quote.quantity.gt(available)) return t('fiat.market.overBalance');
    return null;
  };
}
