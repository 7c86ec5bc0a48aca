/** The markets the exchange recommends (Market/GetMarketRecommendTrends), as cards above the lists, each a link to where it trades. */
import { useApiQuery } from '../../api/query.ts';
import { isOn } from '../../config/site-config.ts';
import { recommendedMarketsQuery } from '../../data/markets.ts';
import { DisplayValue } from '../../shell/money.tsx';
import { PairPrice } from '../../shell/pair-figures.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { spotTradeUrl } from './trade-links.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';
import { useT } from '../../i18n/use-t.ts';

export function MarketHighlights() {
  const t = useT();
  const markets = useApiQuery(recommendedMarketsQuery());
  if (markets.isError || markets.data?.length === 0) return null;
  const title = t('markets.highlights');
  return (
    <section className="market-highlights" aria-label={title} aria-busy={markets.isPending || undefined}>
      <h2 className="visually-hidden">{title}</h2>
      <ul className="market-highlights__list">
        {markets.data
          ? markets.data.map((m) => {
              const name = (
                <span className="market-highlights__pair">
                  <ServerIcon src={m.IconUrl} size={24} />
                  {m.Symbol}
                </span>
              );
              return (
                <li key={m.VarietyId} className="market-highlights__card">
                  {isOn('trade') ? (
                    <a
                      href={spotTradeUrl(m.BaseCoin, m.QuoteCoin)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="market-highlights__link"
                    >
                      {name}
                      <span className="visually-hidden"> {t('markets.opensTradeSite')}</span>
                    </a>
                  ) : (
                    name
                  )}
                  <PairPrice varietyId={m.VarietyId} value={m.Price} className="market-highlights__price" />
                  <span className="market-highlights__figures">
                    <DisplayValue amount={m.Price} coin={m.QuoteCoin} className="market-value" />
                    <span>
                      <span className="visually-hidden">{t('market.change24h')} </span>
                      <Figure kind="percent" value={m.Change24h} tone="auto" />
                    </span>
                  </span>
                </li>
              );
            })
          : Array.from({ length: 6 }, (_, i) => (
              // Keys of their own: a placeholder kept as a market's card (same key) would be seen to move.
              <li key={`placeholder-${i}`} className="market-highlights__card">
                <Skeleton lines={3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
