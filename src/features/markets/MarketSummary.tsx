/**
 * The summary strip above the lists: the exchange's 24h turnover and market count
 * (Market/GetMarketRealStatistics), and the top three gainers, losers and volume (GetMarketRank).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery, type QueryState } from '../../api/query.ts';
import { marketRankQuery, marketStatisticsQuery, type Market, type MarketRankType } from '../../data/markets.ts';
import { PairAmount } from '../../shell/pair-figures.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const shown = 3;

function Card({ title, query, children }: { title: string; query: QueryState<unknown>; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="market-summary__card" aria-label={title} aria-busy={query.isPending || undefined}>
      <h2 className="market-summary__title">{title}</h2>
      {query.isPending ? (
        <Skeleton lines={shown} />
      ) : query.isError && !query.data ? (
        <p className="market-summary__none">{intl.formatMessage({ id: 'markets.summary.failed' })}</p>
      ) : (
        children
      )}
    </section>
  );
}

function Ranking({ type }: { type: Exclude<MarketRankType, 'new'> }) {
  const intl = useIntl();
  const rank = useApiQuery(marketRankQuery(type));
  const figure = (m: Market) =>
    type === 'volume' ? (
      <PairAmount varietyId={m.VarietyId} value={m.Volume24h} unit={m.BaseCoin} />
    ) : (
      <Figure kind="percent" value={m.Change24h} tone="auto" />
    );
  return (
    <Card title={intl.formatMessage({ id: `markets.summary.${type}` })} query={rank}>
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
  const intl = useIntl();
  const statistics = useApiQuery(marketStatisticsQuery());
  return (
    // Focusable, as on a phone it scrolls sideways: the keyboard scrolls it too.
    <div
      className="market-summary"
      role="group"
      aria-label={intl.formatMessage({ id: 'markets.summary' })}
      tabIndex={0}
    >
      <Card title={intl.formatMessage({ id: 'markets.summary.turnover' })} query={statistics}>
        {statistics.data && (
          <>
            <p className="market-summary__big">
              <Figure kind="price" value={statistics.data.Volume24h} compact unit="USDT" />
            </p>
            <p className="market-summary__note">
              {intl.formatMessage({ id: 'markets.summary.count' }, { markets: statistics.data.MarketCount })}
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
