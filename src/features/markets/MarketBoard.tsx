/**
 * The market lists of /markets: a tab per quote coin, the favourites and (with the contract
 * switch on) the futures, a search, and the list, each kept in the address.
 */
import { useCallback, useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { constants, isOn } from '../../config/site-config.ts';
import { quoteCoinsOf, tradeVarietiesQuery } from '../../data/markets.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs, type Tab } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { FavoriteRefusal, type FavoriteRefused } from './favorite-refusal.ts';
import { MarketPanel } from './MarketPanel.tsx';
import { favoritesTab, futuresTab, marketsSearch } from './markets-search.ts';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { useT } from '../../i18n/use-t.ts';

export function MarketBoard() {
  const t = useT();
  const errorText = useApiErrorText();
  const { values, set } = useSearchState(marketsSearch);
  const signedIn = useSignedIn();
  const varieties = useApiQuery(tradeVarietiesQuery());
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = useCallback<FavoriteRefused>(
    (pair, { adding, error }) =>
      setRefusal(
        t(adding ? 'markets.star.refusedAdd' : 'markets.star.refusedRemove', { pair, reason: errorText(error) }),
      ),
    [t, errorText],
  );

  if (varieties.isError)
    return <LoadError message={errorText(varieties.error)} onRetry={() => void varieties.refetch()} />;

  const quotes = varieties.data ? quoteCoinsOf(varieties.data) : [];
  const tabs: Tab<string>[] = [
    ...quotes.map((quote) => ({
      id: quote,
      label: quote,
      count: varieties.data?.filter((v) => v.QuoteCoin === quote).length,
    })),
    { id: favoritesTab, label: t('markets.tab.favorites') },
    ...(isOn('futures') ? [{ id: futuresTab, label: t('markets.tab.futures') }] : []),
  ];
  const tab = tabs.some((x) => x.id === values.tab) ? values.tab : (quotes[0] ?? '');
  const select = (id: string) => {
    setRefusal(null);
    set({ tab: id === quotes[0] ? '' : id });
  };

  return (
    <section className="market-board" aria-labelledby="market-board-title">
      <div className="market-board__top">
        <h2 id="market-board-title" className="market-board__title">
          {t('markets.board')}
        </h2>
        <SearchFilter
          label={t('markets.search')}
          placeholder={t('markets.search.placeholder')}
          value={values.q}
          onChange={(q) => set({ q })}
          debounceMs={constants().debounceMs}
        />
      </div>
      <FormAlert>{refusal}</FormAlert>
      {varieties.data ? (
        <Tabs label={t('markets.tabs')} tabs={tabs} selected={tab} onSelect={select} id="markets">
          <FavoriteRefusal.Provider value={refused}>
            <MarketPanel
              tab={tab}
              search={values.q}
              sort={values.sort}
              onSort={(sort) => set({ sort })}
              onClearSearch={() => set({ q: '' })}
              signedIn={signedIn}
            />
          </FavoriteRefusal.Provider>
        </Tabs>
      ) : (
        <LoadingSkeleton className="market-board__loading">
          <Skeleton shape="block" height={44} />
          <Skeleton lines={6} />
        </LoadingSkeleton>
      )}
    </section>
  );
}
