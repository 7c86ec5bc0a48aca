/**
 * The summary strip above the lists: the exchange's 24h turnover and market count
 * (Market/GetMarketRealStatistics), and the top three gainers, losers and volume (GetMarketRank).
 */
import type { ReactNode } from 'react';
import { useApiQuery, type QueryState } from '../../api/query.ts';
import { marketRankQuery, marketStatisticsQuery, type Market, type MarketRankType } from '../../data/markets.ts';
import { PairAmount } from '../../shell/pair-figures.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useT } from '../../i18n/use-t.ts';

const shown = 3;

function Card({ title, query, children }: { title: string; query: QueryState<unknown>; children: ReactNode }) {
  const t = useT();
  return (
    <section className="market-summary__card" aria-label={title} aria-busy={query.isPending || undefined}>
      <h2 className="market-summary__title">{title}</h2>
      {query.isPending ? (
        <Skeleton lines={shown} />
      ) : query.isError && !query.data ? (
        <p className="market-summary__none">{t('markets.summary.failed')}</p>
      ) : (
        children
      )}
    </section>
  );
}

function Ranking({ type }: { type: Exclude<MarketRankType, 'new'> }) {
  const t = useT();
  const rank = useApiQuery(marketRankQuery(type));
  const figure = (m: Market) =>
    type === 'volume' ? (
      <PairAmount varietyId={m.VarietyId} value={m.Volume24h} unit={m.BaseCoin} />
    ) : (
      <Figure kind="percent" value={m.Change24h} tone="auto" />
    );
  return (
    <Card title={t(`markets.summary.${type}`)} query={rank}>
      <ol className="market-summary__list">
        {rank.data?.slice(0, shown).map((m) => (
          <li key={m.VarietyId}>
            <span className="market-summary__pair">{m.Symbol}</span>
            {figure(m)}
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function MarketSummary() {
  const t = useT();
  const statistics = useApiQuery(marketStatisticsQuery());
  return (
    // Focusable, as on a phone it scrolls sideways: the keyboard scrolls it too.
    <div className="market-summary" role="group" aria-label={t('markets.summary')} tabIndex={0}>
      <Card title={t('markets.summary.turnover')} query={statistics}>
        {statistics.data && (
          <>
            <p className="market-summary__big">
              <Figure kind="price" value={statistics.data.Volume24h} compact unit="USDT" />
            </p>
            <p className="market-summary__note">
              {t('markets.summary.count', { markets: statistics.data.MarketCount })}
            </p>
          </>
        )}
      </Card>
      <Ranking type="gainers" />
      <Ranking type="losers" />
      <Ranking type="volume" />
    </div>
  );
}
