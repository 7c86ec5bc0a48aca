/**
 * A list page's tab, filters, sort and page, kept in the address query (src/lib/search-params.ts),
 * so a reload or a shared link shows the same view. Needs only a router's location, not a data router.
 */
import { startTransition, useCallback, useLayoutEffect, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  applyChanges,
  keysSet,
  queryText,
  readSearch,
  writeSearch,
  type HistoryMode,
  type SearchDescription,
  type SearchValues,
} from '../lib/search-params.ts';

export interface SearchState<D extends SearchDescription> {
  /** Every described key, read from the address (a default where it is absent or not acceptable). */
  values: SearchValues<D>;
  /**
   * Changes several keys at once. The page goes back to 1 when anything else changes; typing
   * replaces the history entry, anything else pushes one (`history` overrides).
   */
  set(changes: Partial<SearchValues<D>>, options?: { history?: HistoryMode }): void;
  /** Whether any of `keys` is away from its default (to show "clear filters"). */
  isSet(keys: readonly (keyof D & string)[]): boolean;
  /** Puts `keys` back at their default. */
  clear(keys: readonly (keyof D & string)[]): void;
}

export function useSearchState<D extends SearchDescription>(description: D): SearchState<D> {
  const location = useLocation();
  const navigate = useNavigate();
  // Two changes in one event (a filter, then a sort) must both land: the second starts from the first.
  const latestSearch = useRef(location.search);
  useLayoutEffect(() => {
    latestSearch.current = location.search;
  }, [location.search]);

  // The router renders an address change as a transition: until it commits, the choice the customer
  // just made is shown at once (a radio stays checked, a tab selected) rather than springing back.
  const [shownSearch, showSearch] = useOptimistic(location.search);
  const values = useMemo(() => readSearch(description, new URLSearchParams(shownSearch)), [description, shownSearch]);
  const { pathname, hash } = location;

  const set = useCallback<SearchState<D>['set']>(
    (changes, options) => {
      const query = new URLSearchParams(latestSearch.current);
      const next = applyChanges(description, readSearch(description, query), changes);
      if (!next) return;
      const text = queryText(writeSearch(description, query, next.values));
      const search = text ? `?${text}` : '';
      latestSearch.current = search;
      startTransition(() => {
        showSearch(search);
        navigate({ pathname, search, hash }, { replace: (options?.history ?? next.history) === 'replace' });
      });
    },
    [description, navigate, pathname, hash, showSearch],
  );

  const isSet = useCallback(
    (keys: readonly (keyof D & string)[]) => keysSet(description, values, keys).length > 0,
    [description, values],
  );
  const clear = useCallback(
    (keys: readonly (keyof D & string)[]) =>
      set(Object.fromEntries(keys.map((key) => [key, description[key].fallback])) as Partial<SearchValues<D>>),
    [description, set],
  );

  return { values, set, isSet, clear };
}
