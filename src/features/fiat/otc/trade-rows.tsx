/** The review of an OTC trade: the merchant, the price, what is paid and received, and how. */
import { Figure } from '../../../ui/Figure.tsx';
import type { ReviewRow } from '../../../money-action/MoneyReview.tsx';
import type { MatchedAdv, OtcPair, OtcSide } from './otc-api.ts';
import { type Translate } from '../../../i18n/use-t.ts';

export function tradeRows(
  t: Translate,
  { side, pair, advert, methodName }: { side: OtcSide; pair: OtcPair; advert: MatchedAdv; methodName: string },
): ReviewRow[] {
  const fiat = <Figure kind="fiat" currency={pair.FiatCode} value={advert.FiatAmount} />;
  const coin = <Figure kind="amount" precision={pair.QuantityPrecision} unit={pair.CoinCode} value={advert.Quantity} />;
  return [
    { label: t('otc.review.merchant'), value: advert.MerchantName },
    { label: t('otc.advert.price'), value: <Figure kind="fiat" currency={pair.FiatCode} value={advert.Price} /> },
    { label: t(side === 'buy' ? 'otc.review.youPay' : 'otc.review.youSell'), value: side === 'buy' ? fiat : coin },
    { label: t(side === 'buy' ? 'otc.review.method' : 'otc.review.paidTo'), value: methodName },
    ...(side === 'buy'
      ? [
          {
            label: t('otc.advert.window'),
            value: t('otc.advert.minutes', { minutes: advert.PayTimeLimit }),
          },
        ]
      : []),
    { label: t('otc.review.youGet'), value: side === 'buy' ? coin : fiat, emphasis: true },
  ];
}
