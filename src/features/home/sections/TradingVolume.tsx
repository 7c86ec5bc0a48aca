/** The exchange in figures: 24h volume, listed markets and registered customers. */
import { useApiQuery } from '../../../api/query.ts';
import { Figure } from '../../../ui/Figure.tsx';
import { Loaded } from '../../../shell/Loaded.tsx';
import { marketStatisticsQuery } from '../../../data/markets.ts';
import { SectionHead } from '../SectionHead.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function TradingVolume() {
  const t = useT();
  const statistics = useApiQuery(marketStatisticsQuery());
  return (
    <section className="home-section" aria-labelledby="trading-volume-title">
      <SectionHead id="trading-volume-title" title={t('home-sections.tradingVolume.title')} />
      <Loaded query={statistics} empty="home-sections.tradingVolume.empty" isEmpty={(s) => s === null}>
        {(s) => (
          <dl className="trading-volume">
            <div className="home-card trading-volume__figure">
              <dt>{t('home-sections.tradingVolume.volume')}</dt>
              <dd className="num">
                <Figure kind="price" value={s.Volume24h} compact unit="USDT" />
              </dd>
            </div>
            <div className="home-card trading-volume__figure">
              <dt>{t('home-sections.tradingVolume.markets')}</dt>
              <dd className="num">
                <Figure kind="amount" value={String(s.MarketCount)} precision={0} />
              </dd>
            </div>
            <div className="home-card trading-volume__figure">
              <dt>{t('home-sections.tradingVolume.customers')}</dt>
              <dd className="num">
                <Figure kind="amount" value={String(s.CustomerCount)} precision={0} />
              </dd>
            </div>
          </dl>
        )}
      </Loaded>
    </section>
  );
}
