/** What one tab of the market board lists: a quote coin's markets, the favourites, or the futures contracts. */
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { isOn } from '../../config/site-config.ts';
import { marketTrendsQuery, type Market } from '../../data/markets.ts';
import type { Sort } from '../../lib/sort.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { futuresFavoritesQuery, spotFavoritesQuery } from './favorites.ts';
import { contractsQuery, FuturesList } from './FuturesList.tsx';
import { favoritesTab, futuresTab, type MarketSortColumn } from './markets-search.ts';
import { SpotList } from './SpotList.tsx';
import { loginHref } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useT } from '../../i18n/use-t.ts';

interface MarketPanelProps {
  tab: string;
  search: string;
  sort: Sort<MarketSortColumn> | null;
  onSort: (sort: Sort<MarketSortColumn> | null) => void;
  onClearSearch: () => void;
  signedIn: boolean;
}

export function MarketPanel(props: MarketPanelProps) {
  if (props.tab === futuresTab) return <FuturesPanel {...props} />;
  if (props.tab === favoritesTab) return props.signedIn ? <FavoritesPanel {...props} /> : <FavoritesSignedOut />;
  return <QuotePanel {...props} />;
}

function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const t = useT();
  return (
    <div className="load-state market-board__empty">
      <p>{t('markets.noMatch', { search })}</p>
      <Button variant="secondary" onClick={onClear}>
        {t('markets.clearSearch')}
      </Button>
    </div>
  );
}

function Message({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="load-state market-board__empty">
      <p>{t(id)}</p>
    </div>
  );
}

function QuotePanel({ tab, search, sort, onSort, onClearSearch }: MarketPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  // The prices reload while the list is still: a reload in the middle of a scroll would hold it up.
  const [scrolling, setScrolling] = useState(false);
  const trends = useApiQuery({ ...marketTrendsQuery(), paused: scrolling });
  // The chosen tab shows at once; its list, thousands of rows maybe, follows in React's own time.
  const listed = useDeferredValue(tab);
  const markets = useMemo(() => trends.data?.filter((m) => m.QuoteCoin === listed) ?? null, [trends.data, listed]);
  if (trends.isError && !trends.data)
    return <LoadError message={errorText(trends.error)} onRetry={() => void trends.refetch()} />;
  return (
    <SpotList
      caption={t('markets.caption.quote', { quote: listed })}
      markets={markets}
      busy={listed !== tab}
      search={search}
      sort={sort}
      onSort={onSort}
      empty={<Message id="markets.empty" />}
      noMatch={<NoMatch search={search} onClear={onClearSearch} />}
      onScrolling={setScrolling}
    />
  );
}

function FuturesPanel({ search, sort, onSort, onClearSearch }: MarketPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const contracts = useApiQuery(contractsQuery());
  if (contracts.isError && !contracts.data)
    return <LoadError message={errorText(contracts.error)} onRetry={() => void contracts.refetch()} />;
  return (
    <FuturesList
      caption={t('markets.caption.futures')}
      contracts={contracts.data ?? null}
      search={search}
      sort={sort}
      onSort={onSort}
      empty={<Message id="markets.empty.futures" />}
      noMatch={<NoMatch search={search} onClear={onClearSearch} />}
    />
  );
}

function FavoritesSignedOut() {
  const t = useT();
  const location = useLocation();
  return (
    <div className="load-state market-board__empty">
      <p>{t('markets.favorites.signedOut')}</p>
      <ButtonLink to={loginHref(`${location.pathname}${location.search}`)}>{t('markets.favorites.signIn')}</ButtonLink>
    </div>
  );
}

/** The favourite markets in the order marked (latest first), with the live figures of the full list. */
function useSpotFavorites() {
  const favorites = useApiQuery(spotFavoritesQuery(true));
  const trends = useApiQuery(marketTrendsQuery());
  const rows = useMemo(() => {
    if (!favorites.data) return null;
    const live = new Map((trends.data ?? []).map((m) => [m.VarietyId, m] as const));
    return favorites.data.map((m): Market => live.get(m.VarietyId) ?? m);
  }, [favorites.data, trends.data]);
  return { query: favorites, rows };
}

function FavoritesPanel({ search, sort, onSort, onClearSearch }: MarketPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const contract = isOn('futures');
  const spot = useSpotFavorites();
  const futures = useApiQuery(futuresFavoritesQuery(contract));
  const contracts = useApiQuery({ ...contractsQuery(), enabled: contract });
  const futuresRows = useMemo(() => {
    if (!futures.data) return null;
    const live = new Map((contracts.data ?? []).map((c) => [c.ContractId, c] as const));
    return futures.data.map((c) => live.get(c.ContractId) ?? c);
  }, [futures.data, contracts.data]);

  if (spot.query.isError && !spot.rows)
    return <LoadError message={errorText(spot.query.error)} onRetry={() => void spot.query.refetch()} />;
  const none = spot.rows?.length === 0 && (!contract || futuresRows?.length === 0);
  if (none) return <Message id="markets.favorites.empty" />;
  const noMatch = <NoMatch search={search} onClear={onClearSearch} />;
  const spotList = (
    <SpotList
      caption={t('markets.caption.favorites')}
      markets={spot.rows}
      search={search}
      sort={sort}
      onSort={onSort}
      empty={<Message id="markets.favorites.noSpot" />}
      noMatch={noMatch}
    />
  );
  if (!contract) return spotList;
  return (
    <>
      <h2 className="market-board__heading">{t('markets.favorites.spot')}</h2>
      {spotList}
      <h2 className="market-board__heading">{t('markets.favorites.futures')}</h2>
      {futures.isError && !futuresRows ? (
        <LoadError message={errorText(futures.error)} onRetry={() => void futures.refetch()} />
      ) : (
        <FuturesList
          caption={t('markets.caption.futuresFavorites')}
          contracts={futuresRows}
          search={search}
          sort={sort}
          onSort={onSort}
          empty={<Message id="markets.favorites.noFutures" />}
          noMatch={noMatch}
        />
      )}
    </>
  );
}
