import { createContext, useContext, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui';
import type { Sort } from '../lib/sort';
import type { Column } from './data-table-column';
import { VirtualTable } from './VirtualTable';
import { useRowsSettled } from './virtual-rows-settled';

interface Pair {
  id: number;
  symbol: string;
}

const pairs: Pair[] = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, symbol: `P${i + 1}/USDT` }));

function Settled() {
  return <span>{useRowsSettled() ? 'settled' : 'scrolling'}</span>;
}

const columns: Column<Pair>[] = [
  { id: 'star', header: 'Favourite', cell: () => <button type="button">☆</button>, hideHeader: true },
  { id: 'pair', header: 'Pair', cell: (p) => p.symbol },
  { id: 'id', header: 'Number', cell: (p) => String(p.id), numeric: true, sortable: true },
  { id: 'state', header: 'State', cell: () => <Settled />, hideOnCards: true },
];

function Sorted({ rows = pairs }: { rows?: Pair[] }) {
  const [sort, setSort] = useState<Sort<'id'> | null>(null);
  const shown = sort?.direction === 'desc' ? [...rows].reverse() : rows;
  return (
    <VirtualTable
      caption="Markets"
      columns={columns}
      rowHeader="pair"
      rows={shown}
      rowKey={(p) => String(p.id)}
      rowHeight={64}
      className="test-table"
      sort={sort}
      onSort={setSort}
      empty={<p>No markets.</p>}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Markets' }))
    .getAllByRole('row')
    .slice(1);

describe('VirtualTable', () => {
  it('keeps only the rows on screen in the page, and tells the whole length', async () => {
    renderInEnglish(<Sorted />);
    const table = screen.getByRole('table', { name: 'Markets' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThanOrEqual(30);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('rowheader', { name: 'P1/USDT' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('settled').length).toBe(bodyRows().length), { timeout: 5000 });
  });

  it('lets the rows load their own data only after the render that first shows them', async () => {
    renderInEnglish(<Sorted />);
    expect(screen.getAllByText('scrolling').length).toBe(bodyRows().length);
    expect(screen.queryByText('settled')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('settled').length).toBe(bodyRows().length), { timeout: 5000 });
  });

  it('wraps each row in the row context it is given, so its cells share what the row loads', () => {
    const RowSymbol = createContext('');
    const withSymbol = ({ row, children }: { row: Pair; children: ReactNode }) => (
      <RowSymbol.Provider value={row.symbol}>{children}</RowSymbol.Provider>
    );
    function Shared() {
      return <span>{`of ${useContext(RowSymbol)}`}</span>;
    }
    const shared: Column<Pair>[] = [...columns.slice(0, 2), { id: 'shared', header: 'Shared', cell: () => <Shared /> }];
    renderInEnglish(
      <VirtualTable
        caption="Markets"
        columns={shared}
        rowHeader="pair"
        rows={pairs}
        rowKey={(p) => String(p.id)}
        rowHeight={64}
        className="t"
        rowContext={withSymbol}
        empty={<p>No markets.</p>}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'P2/USDT' }).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('of P2/USDT')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
  });

  it('tells when the list starts and stops scrolling', async () => {
    const told: boolean[] = [];
    const onScrolling = (scrolling: boolean) => void told.push(scrolling);
    renderInEnglish(
      <VirtualTable
        caption="Markets"
        columns={columns}
        rowHeader="pair"
        rows={pairs}
        rowKey={(p) => String(p.id)}
        rowHeight={64}
        className="t"
        onScrolling={onScrolling}
        empty={<p>No markets.</p>}
      />,
    );
    expect(told).toEqual([false]);
    await act(async () => {
      window.scrollY = 6400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(told.at(-1)).toBe(true);
    await waitFor(() => expect(told.at(-1)).toBe(false), { timeout: 2000 });
    window.scrollY = 0;
  });

  it('names columns whose header is hidden, and sorts by a header: ascending, descending, off', async () => {
    const user = userEvent.setup();
    renderInEnglish(<Sorted />);
    expect(screen.getByRole('columnheader', { name: 'Favourite' })).toBeInTheDocument();
    const header = () => screen.getByRole('columnheader', { name: /Number/ });
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('rowheader', { name: 'P5000/USDT' })).toBeInTheDocument();
    await user.click(within(header()).getByRole('button'));
    expect(header()).not.toHaveAttribute('aria-sort');
  });

  it('shows skeleton rows while loading, and the empty slot when there is nothing', () => {
    const { rerender } = renderInEnglish(
      <VirtualTable
        caption="Markets"
        columns={columns}
        rows={[]}
        rowKey={(p) => String(p.id)}
        rowHeight={64}
        className="t"
        loading
        loadingRows={4}
        empty={<p>No markets.</p>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(bodyRows()).toHaveLength(4);
    rerender(
      <VirtualTable
        caption="Markets"
        columns={columns}
        rows={[]}
        rowKey={(p) => String(p.id)}
        rowHeight={64}
        className="t"
        empty={<p>No markets.</p>}
      />,
    );
    expect(screen.getByText('No markets.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps its rows on screen, greyed and marked busy, while other rows are on their way', () => {
    const table = (busy: boolean) => (
      <VirtualTable
        caption="Markets"
        columns={columns}
        rowHeader="pair"
        rows={pairs.slice(0, 3)}
        rowKey={(p) => String(p.id)}
        rowHeight={64}
        className="t"
        busy={busy}
        empty={<p>No markets.</p>}
      />
    );
    const { rerender, container } = renderInEnglish(table(true));
    expect(container.querySelector('.virtual-table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.virtual-table--busy')).not.toBeNull();
    expect(screen.getByRole('rowheader', { name: 'P1/USDT' })).toBeInTheDocument();
    rerender(table(false));
    expect(container.querySelector('.virtual-table')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.virtual-table--busy')).toBeNull();
  });

  it('moves its rows with the window as it scrolls', () => {
    renderInEnglish(<Sorted />);
    act(() => {
      window.scrollY = 64 * 2000;
      window.dispatchEvent(new Event('scroll'));
    });
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(Math.min(...indexes)).toBeGreaterThan(1900);
    expect(bodyRows().length).toBeLessThanOrEqual(30);
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});
