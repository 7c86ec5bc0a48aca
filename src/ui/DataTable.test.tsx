import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressProbe, renderAtAddress } from '../../tests/setup/render-at-address';
import { searchParam } from '../lib/search-params';
import type { Sort } from '../lib/sort';
import { DataTable, type Column } from './DataTable';
import { useSearchState } from './use-search-state';

interface Order {
  id: string;
  pair: string;
  amount: string;
  status: string;
}

const orders: Order[] = [
  { id: 'o1', pair: 'BTC/USDT', amount: '0.00012345', status: 'Filled' },
  { id: 'o2', pair: 'ETH/USDT', amount: '12.5', status: 'Open' },
];

const columns: Column<Order>[] = [
  { id: 'pair', header: 'Pair', cell: (o) => o.pair },
  { id: 'amount', header: 'Amount', cell: (o) => o.amount, numeric: true, sortable: true },
  { id: 'status', header: 'Status', cell: (o) => o.status, sortable: true, hideOnCards: true },
];

type TableProps = Partial<Parameters<typeof DataTable<Order>>[0]>;
const table = (props: TableProps = {}) => (
  <DataTable
    caption="Your orders"
    columns={columns}
    rows={orders}
    rowKey={(o) => o.id}
    empty={<p>No orders yet.</p>}
    {...props}
  />
);

function SortedOrders({ onSort }: { onSort: (sort: Sort | null) => void }) {
  const [sort, setSort] = useState<Sort | null>(null);
  return table({
    sort,
    onSort: (next) => {
      setSort(next);
      onSort(next);
    },
  });
}

describe('DataTable', () => {
  it('lists the rows under their headers, named by a caption, each row named by its first column', () => {
    renderAtAddress(table());
    const grid = screen.getByRole('table', { name: 'Your orders' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pair', 'Amount', 'Status']);
    expect(within(grid).getByRole('rowheader', { name: 'BTC/USDT' })).toBeInTheDocument();
    expect(within(grid).getByRole('cell', { name: '0.00012345' })).toBeInTheDocument();
  });

  it('lines numeric columns up at the end in figures of one width', () => {
    renderAtAddress(table());
    const amount = screen.getByRole('cell', { name: '12.5' });
    expect(amount).toHaveClass('data-table__cell--num', 'data-table__cell--end');
    expect(screen.getByRole('cell', { name: 'Open' })).toHaveClass('data-table__cell--start');
  });

  it('labels each value with its header for the cards of a narrow screen, leaving out the wide-only ones', () => {
    renderAtAddress(table());
    expect(screen.getByRole('cell', { name: '12.5' })).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByRole('cell', { name: 'Open' })).toHaveClass('data-table__cell--wide-only');
  });

  it('sorts ascending, descending, then not at all as a header is pressed', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderAtAddress(<SortedOrders onSort={onSort} />);
    const amount = () => screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount()).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(amount()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(amount()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(amount()).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(onSort.mock.calls.map(([sort]) => sort)).toEqual([
      { column: 'amount', direction: 'asc' },
      { column: 'amount', direction: 'desc' },
      { column: 'status', direction: 'asc' },
      { column: 'status', direction: 'desc' },
      null,
    ]);
    expect(screen.getByRole('columnheader', { name: /Status/ })).not.toHaveAttribute('aria-sort');
  });

  it('reaches the sort buttons with the keyboard', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderAtAddress(<SortedOrders onSort={onSort} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Amount/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith({ column: 'amount', direction: 'asc' });
  });

  it('has no sort buttons when the page does not sort', () => {
    renderAtAddress(table());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens and closes a row detail with a disclosure button named after the row', async () => {
    const user = userEvent.setup();
    renderAtAddress(table({ renderDetail: (o) => <p>Fills of {o.pair}</p> }));
    const disclosure = screen.getByRole('button', { name: 'Details ETH/USDT' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Fills of ETH/USDT')).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const detail = screen.getByText('Fills of ETH/USDT');
    expect(detail.closest('tr')).toHaveAttribute('id', disclosure.getAttribute('aria-controls'));
    expect(screen.queryByText('Fills of BTC/USDT')).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(screen.queryByText('Fills of ETH/USDT')).not.toBeInTheDocument();
  });

  it('gives each row its actions in a last column', () => {
    renderAtAddress(table({ actions: (o) => <button type="button">Cancel {o.pair}</button> }));
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'BTC/USDT' }).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Cancel BTC/USDT' })).toBeInTheDocument();
  });

  it('keeps the previous page on screen, dimmed and busy, while the next loads', () => {
    const { container } = renderAtAddress(table({ busy: true }));
    expect(screen.getByRole('rowheader', { name: 'BTC/USDT' })).toBeInTheDocument();
    expect(container.querySelector('.data-table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.data-table')).toHaveClass('data-table--busy');
  });

  it('shows skeleton rows of the page size while the first page loads, and says it is loading', () => {
    const { container } = renderAtAddress(table({ loading: true, rows: [], loadingRows: 7, actions: () => null }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7);
    expect(rows[1].children).toHaveLength(columns.length + 1);
    expect(container.querySelector('.data-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No orders yet.')).not.toBeInTheDocument();
  });

  it('shows what the page says when there is nothing to list', () => {
    renderAtAddress(table({ rows: [] }));
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable with the view in the address', () => {
  const ordersSearch = { sort: searchParam.sort(['amount', 'status']), page: searchParam.page() };

  function AddressedOrders() {
    const { values, set } = useSearchState(ordersSearch);
    return (
      <>
        <DataTable
          caption="Your orders"
          columns={columns}
          rows={orders}
          rowKey={(o) => o.id}
          sort={values.sort}
          onSort={(sort) => set({ sort })}
          empty={null}
        />
        <AddressProbe />
      </>
    );
  }

  it('writes the sort to the address and back on page 1, and reads it back from a link', async () => {
    const user = userEvent.setup();
    renderAtAddress(<AddressedOrders />, { route: '/orders?sort=status:asc&page=3' });
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/orders?sort=amount:asc');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
