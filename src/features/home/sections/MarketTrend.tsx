/**
 * The market trend: the USDT markets, or one of the rankings (gainers, losers, volume), chosen
 * with tabs (arrow keys move between them, as the ARIA tabs pattern has it).
 */
import { useApiQuery } from '../../../api/query.ts';
import { useDeferredValue, useRef, useState, type KeyboardEvent } from 'react';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Loading } from '../../../ui/LoadState.tsx';
import { marketRankQuery, marketTrendsQuery, type Market } from '../../../data/markets.ts';
import { MarketTable } from './MarketTable.tsx';
import { SectionHead } from '../SectionHead.tsx';
import { useT } from '../../../i18n/use-t.ts';

type MarketTab = 'trend' | 'gainers' | 'losers' | 'volume';
const tabs: readonly MarketTab[] = ['trend', 'gainers', 'losers', 'volume'];

/** The popular markets: the USDT ones, from the same live list /markets shows. */
const usdtMarkets = (markets: Market[]) => markets.filter((m) => m.QuoteCoin === 'USDT');
const marketsQuery = (tab: MarketTab) =>
  tab === 'trend' ? { ...marketTrendsQuery(), select: usdtMarkets } : marketRankQuery(tab);

export default function MarketTrend() {
  const t = useT();
  const [tab, setTab] = useState<MarketTab>('trend');
  const markets = useApiQuery(marketsQuery(tab));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + tabs.length) % tabs.length;
    setTab(tabs[next]);
    tabRefs.current[next]?.focus();
  };
  return (
    <section className="home-section market-trend" aria-labelledby="market-trend-title">
      <SectionHead
        id="market-trend-title"
        title={t('home-sections.marketTrend.title')}
        more={{ page: 'markets', label: t('home-sections.marketTrend.all') }}
      />
      <div className="market-trend__panel">
        <div
          className="market-trend__tabs"
          role="tablist"
          aria-label={t('home-sections.marketTrend.tabs')}
          onKeyDown={onKeyDown}
        >
          {tabs.map((name, i) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`market-tab-${name}`}
              aria-selected={name === tab}
              aria-controls="market-trend-list"
              tabIndex={name === tab ? 0 : -1}
              className="market-trend__tab"
              onClick={() => setTab(name)}
            >
              {t(`home-sections.marketTrend.tab.${name}`)}
            </button>
          ))}
        </div>
        <div id="market-trend-list" role="tabpanel" aria-labelledby={`market-tab-${tab}`}>
          <Loaded query={markets} empty="home-sections.marketTrend.empty">
            {(list) => <MarketRows markets={list} />}
          </Loaded>
        </div>
      </div>
    </section>
  );
}

/**
 * The rows are made in React's own time once their answer has come (a background render that
 * gives the main thread back), so a slow phone is never held while a dozen rows format their figures.
 */
function MarketRows({ markets }: { markets: Market[] }) {
  const shown = useDeferredValue<Market[] | null>(markets, null);
  return shown === null ? <Loading /> : <MarketTable markets={shown} />;
}
