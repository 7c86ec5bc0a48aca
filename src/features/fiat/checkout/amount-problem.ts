/** Why a checkout's amount cannot be sent yet, in the customer's words (the channel's limits, the balance). */
import { useIntl } from 'react-intl';
import { formatFiat } from '../../../lib/number-format/format.ts';
import type { PaymentPair, PaymentSide } from '../payment-api.ts';
import { isQuote, type ChannelProblem, type ChannelQuote } from '../payment-quote.ts';
import { languageOf } from '../../../i18n/use-page-language.ts';

export function useAmountProblem(pair: PaymentPair, side: PaymentSide, available: string | null) {
  const intl = useIntl();
  const language = languageOf(intl);
  return (quote: ChannelQuote | ChannelProblem | null): string | null => {
    if (quote === null) return intl.formatMessage({ id: 'fiat.checkout.amountRequired' });
    if (!isQuote(quote)) {
      const limit = 'limit' in quote ? formatFiat(quote.limit, language, { currency: pair.FiatCode }) : '';
      return intl.formatMessage({ id: `fiat.channel.${quote.kind}` }, { limit, coin: pair.CoinCode });
    }
    if (side === 'sell' && available !== null && quote.quantity.gt(available))
      return intl.formatMessage({ id: 'fiat.market.overBalance' });
    return null;
  };
}
