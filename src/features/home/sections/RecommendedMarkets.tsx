/** The markets the exchange recommends, as cards with price and 24h change. */
import { useApiQuery } from '../../../api/query.ts';
import { DisplayValue } from '../../../shell/money.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { Loaded } from '../../../shell/Loaded.tsx';
import { recommendedMarketsQuery } from '../../../data/markets.ts';
import { PairPrice } from '../../../shell/pair-figures.tsx';
import { SectionHead } from '../SectionHead.tsx';
import { ServerIcon } from '../../../ui/ServerIcon.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function RecommendedMarkets() {
  const t = useT();
  const markets = useApiQuery(recommendedMarketsQuery());
  return (
    <section className="home-section" aria-labelledby="recommended-markets-title">
      <SectionHead
        id="recommended-markets-title"
        title={t('home-sections.recommended.title')}
        more={{ page: 'markets', label: t('home-sections.marketTrend.all') }}
      />
      <Loaded query={markets} empty="home-sections.recommended.empty">
        {(list) => (
          <ul className="recommended-markets">
            {list.map((m) => (
              <li key={m.VarietyId} className="home-card recommended-markets__card">
                <span className="recommended-markets__pair">
                  <ServerIcon src={m.IconUrl} size={28} />
                  {m.Symbol}
                </span>
                <span className="recommended-markets__price num">
                  <PairPrice varietyId={m.VarietyId} value={m.Price} />
                  <DisplayValue amount={m.Price} coin={m.QuoteCoin} className="recommended-markets__fiat" />
                </span>
                <span className="recommended-markets__change num">
                  <span className="visually-hidden">{t('market.change24h')} </span>
                  <Figure kind="percent" value={m.Change24h} tone="auto" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
