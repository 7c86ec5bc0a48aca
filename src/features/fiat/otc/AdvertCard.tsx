/** The merchant advert matched to the amount: who, at what price, within which limits, paid how and how fast. */
import { Figure } from '../../../ui/Figure.tsx';
import type { MatchedAdv, OtcPair } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';

export function AdvertCard({ advert, pair }: { advert: MatchedAdv; pair: OtcPair }) {
  const t = useT();
  const fiat = (value: string) => <Figure kind="fiat" currency={advert.FiatCode} value={value} />;
  return (
    <section className="fiat-card otc-advert" aria-label={t('otc.advert.label')}>
      <div className="fiat-card__head">
        <h3 className="fiat-card__title">{advert.MerchantName}</h3>
        <span className="fiat-muted">
          {t('otc.advert.record', {
            orders: advert.OrderCount,
            rate: <Figure kind="percent" places={1} sign="negative" value={advert.CompletionRate} />,
          })}
        </span>
      </div>
      <dl className="otc-facts">
        <div>
          <dt>{t('otc.advert.price')}</dt>
          <dd>{fiat(advert.Price)}</dd>
        </div>
        <div>
          <dt>{t('otc.advert.limits')}</dt>
          <dd>
            {fiat(advert.Min)} – {fiat(advert.Max)}
          </dd>
        </div>
        <div>
          <dt>{t('otc.advert.available')}</dt>
          <dd>
            <Figure
              kind="amount"
              precision={pair.QuantityPrecision}
              unit={advert.CoinCode}
              value={advert.AvailableQuantity}
            />
          </dd>
        </div>
        <div>
          <dt>{t('otc.advert.window')}</dt>
          <dd>{t('otc.advert.minutes', { minutes: advert.PayTimeLimit })}</dd>
        </div>
        <div>
          <dt>{t('otc.advert.methods')}</dt>
          <dd>{advert.PaymentMethods.map((m) => m.Name).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
