/** The filters of a futures tab: the contract everywhere, and for the bills the spec's bill query (coin, bill type, trade type, dates). */
import { useApiQuery } from '../../api/query.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { DateRangeFilter } from '../../ui/DateRangeFilter.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import type { SearchState } from '../../ui/use-search-state.ts';
import { futuresAssetsQuery, type FuturesContract } from './futures-api.ts';
import type { FuturesNames } from './futures-columns.tsx';
import type { EnumNames } from './futures-enums.ts';
import { futuresFilterKeys, type futuresSearch } from './futures-search.ts';
import { useT } from '../../i18n/use-t.ts';

interface FuturesFiltersProps {
  search: SearchState<typeof futuresSearch>;
  contracts: readonly FuturesContract[];
  names: FuturesNames;
}

/** A filter's choices: "any", then what is known; a value in the address that is not known shows as "any". */
const choicesOf = (any: string, options: { value: string; label: string }[]) => [{ value: '', label: any }, ...options];
const known = (value: string, options: { value: string }[]) => (options.some((o) => o.value === value) ? value : '');
const enumOptions = (names: EnumNames) => names.items.map((item) => ({ value: String(item.value), label: item.name }));

export function FuturesFilters({ search, contracts, names }: FuturesFiltersProps) {
  const t = useT();
  const now = useServerNow();
  const { values: view, set, isSet, clear } = search;
  const bills = view.tab === 'bills';
  const assets = useApiQuery({ ...futuresAssetsQuery(), enabled: bills });
  const contractOptions = contracts.map((c) => ({ value: c.Symbol, label: c.Symbol }));
  const coinOptions = (assets.data ?? []).map((a) => ({ value: a.Coin, label: a.Coin }));
  const typeOptions = enumOptions(names.BillType);
  const tradeOptions = enumOptions(names.BillTradeType);
  return (
    <FilterBar
      label={t('orders.filters')}
      active={isSet([...futuresFilterKeys])}
      onClear={() => clear([...futuresFilterKeys])}
    >
      <SelectFilter
        label={t('orders.filter.contract')}
        value={known(view.contract, contractOptions)}
        options={choicesOf(t('orders.filter.allContracts'), contractOptions)}
        onChange={(contract) => set({ contract })}
      />
      {bills && (
        <>
          <SelectFilter
            label={t('orders.filter.coin')}
            value={known(view.coin, coinOptions)}
            options={choicesOf(t('orders.filter.allCoins'), coinOptions)}
            onChange={(coin) => set({ coin })}
          />
          <SelectFilter
            label={t('orders.filter.billType')}
            value={known(view.billType, typeOptions)}
            options={choicesOf(t('orders.filter.allTypes'), typeOptions)}
            onChange={(billType) => set({ billType })}
          />
          <SelectFilter
            label={t('orders.filter.tradeType')}
            value={known(view.tradeType, tradeOptions)}
            options={choicesOf(t('orders.filter.allTypes'), tradeOptions)}
            onChange={(tradeType) => set({ tradeType })}
          />
          <DateRangeFilter
            label={t('orders.filter.date')}
            value={{ from: view.from, to: view.to }}
            onChange={set}
            now={now()}
          />
        </>
      )}
    </FilterBar>
  );
}
