/** The filters of a spot tab: pair and side everywhere, the status of the history and the plans, dates for the history and fills. */
import type { SearchState } from '../../ui/use-search-state.ts';
import { DateRangeFilter } from '../../ui/DateRangeFilter.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { useServerNow } from '../../session/server-clock.ts';
import { pairSlug, type TradePair } from './market-precision.ts';
import { historyStatuses, planStatuses, spotFilterKeys, spotSides, type spotSearch } from './spot-search.ts';
import { useT } from '../../i18n/use-t.ts';

interface SpotFiltersProps {
  search: SearchState<typeof spotSearch>;
  pairs: readonly TradePair[];
}

export function SpotFilters({ search, pairs }: SpotFiltersProps) {
  const t = useT();
  const now = useServerNow();
  const { values: view, set, isSet, clear } = search;
  const statuses = view.tab === 'history' ? historyStatuses : view.tab === 'plans' ? planStatuses : null;
  const knownPair = pairs.some((p) => pairSlug(p.Symbol) === view.pair) ? view.pair : '';
  return (
    <FilterBar
      label={t('orders.filters')}
      active={isSet([...spotFilterKeys])}
      onClear={() => clear([...spotFilterKeys])}
    >
      <SelectFilter
        label={t('orders.filter.pair')}
        value={knownPair}
        options={[
          { value: '', label: t('orders.filter.allPairs') },
          ...pairs.map((p) => ({ value: pairSlug(p.Symbol), label: p.Symbol })),
        ]}
        onChange={(pair) => set({ pair })}
      />
      <SelectFilter
        label={t('orders.filter.side')}
        value={view.side}
        options={spotSides.map((side) => ({ value: side, label: t(`orders.filter.side.${side}`) }))}
        onChange={(side) => set({ side })}
      />
      {statuses && (
        <SelectFilter
          label={t('orders.filter.status')}
          value={(statuses as readonly string[]).includes(view.status) ? view.status : 'all'}
          options={statuses.map((status) => ({
            value: status,
            label: t(
              status === 'all'
                ? 'orders.filter.allStatuses'
                : `orders.${view.tab === 'plans' ? 'planStatus' : 'status'}.${status}`,
            ),
          }))}
          onChange={(status) => set({ status })}
        />
      )}
      {(view.tab === 'history' || view.tab === 'fills') && (
        <DateRangeFilter
          label={t('orders.filter.date')}
          value={{ from: view.from, to: view.to }}
          onChange={set}
          now={now()}
        />
      )}
    </FilterBar>
  );
}
