import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressProbe, renderAtAddress } from '../../tests/setup/render-at-address';
import { searchParam } from '../lib/search-params';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterBar } from './FilterBar';
import { SearchFilter } from './SearchFilter';
import { SelectFilter } from './SelectFilter';
import { useSearchState } from './use-search-state';

const records = {
  coin: searchParam.oneOf(['all', 'BTC', 'ETH'], 'all'),
  q: searchParam.text(),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  page: searchParam.page(),
};
const filters = ['coin', 'q', 'from', 'to'] as const;
const now = new Date(2026, 10, 23, 9, 0);

function RecordFilters() {
  const { values, set, isSet, clear } = useSearchState(records);
  return (
    <>
      <FilterBar label="Filter records" active={isSet(filters)} onClear={() => clear(filters)}>
        <SelectFilter
          label="Coin"
          value={values.coin}
          options={[
            { value: 'all', label: 'All coins' },
            { value: 'BTC', label: 'Bitcoin' },
            { value: 'ETH', label: 'Ether' },
          ]}
          onChange={(coin) => set({ coin })}
        />
        <SearchFilter label="Search" value={values.q} onChange={(q) => set({ q })} debounceMs={500} />
        <DateRangeFilter
          label="Date"
          value={{ from: values.from, to: values.to }}
          onChange={(range) => set(range)}
          now={now}
        />
      </FilterBar>
      <AddressProbe />
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('FilterBar', () => {
  it('groups the filters under a name and offers "clear filters" only while one is set', () => {
    renderAtAddress(
      <FilterBar label="Filter orders" active={false} onClear={() => {}}>
        <span />
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filter orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('puts each filter in the address, back on page 1', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordFilters />, { route: '/records?page=4' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coin' }), 'Bitcoin');
    expect(address()).toBe('/records?coin=BTC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Last 7 days');
    expect(address()).toBe('/records?coin=BTC&from=2026-11-17&to=2026-11-23');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'deposit{Enter}');
    expect(address()).toBe('/records?coin=BTC&from=2026-11-17&to=2026-11-23&q=deposit');
  });

  it('shows the filters of a shared link', () => {
    renderAtAddress(<RecordFilters />, { route: '/records?coin=ETH&q=fee&from=2026-10-25&to=2026-11-23' });
    expect(screen.getByRole('combobox', { name: 'Coin' })).toHaveValue('ETH');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('fee');
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Last 30 days');
  });

  it('clears every filter at once, then hides the action and puts focus on the first filter', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordFilters />, { route: '/records?coin=ETH&q=fee&from=2026-11-01&to=2026-11-20&page=2' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/records');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('All dates');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Coin' })).toHaveFocus();
  });

  it('calls the page to clear', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderAtAddress(
      <FilterBar label="Filter orders" active onClear={onClear}>
        <select aria-label="Side" />
      </FilterBar>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
