import type { ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import type { QueryState } from '../api/query.ts';
import type { Column } from '../ui/DataTable.tsx';
import { LoadedTable, type ListPage } from './LoadedTable.tsx';

interface Coin {
  code: string;
}

const columns: Column<Coin>[] = [{ id: 'code', header: 'Coin', cell: (coin) => coin.code }];
const progress = { isLoading: false, isFetching: false, refetch: vi.fn(async () => undefined) };
const pending: QueryState<ListPage<Coin>> = {
  ...progress,
  isLoading: true,
  isPlaceholderData: false,
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
};
const answeredWith = <T,>(data: T, isPlaceholderData = false): QueryState<T> => ({
  ...progress,
  isPlaceholderData,
  data,
  error: null,
  isPending: false,
  isError: false,
});
const answered = (codes: string[], total: number, isPlaceholderData = false) =>
  answeredWith<ListPage<Coin>>({ Items: codes.map((code) => ({ code })), TotalCount: total }, isPlaceholderData);

type TableProps = Partial<ComponentProps<typeof LoadedTable<Coin>>>;
/** The coins' table on page 2 of pages of 2, with what a test changes. */
const table = (query: QueryState<ListPage<Coin> | readonly Coin[]>, props: TableProps = {}) => (
  <LoadedTable
    caption="Coins"
    columns={columns}
    rowKey={(coin) => coin.code}
    empty={<p>No coins yet.</p>}
    query={query}
    page={2}
    pageRows={2}
    onPage={vi.fn()}
    {...props}
  />
);

describe('LoadedTable', () => {
  it('shows a skeleton row for each row of a page until the first page comes', () => {
    const { container } = renderInEnglish(table(pending));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(container.querySelectorAll('.data-table__row--skeleton')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('fills the skeleton’s table with the rows when the first page comes, not a second table', () => {
    const { rerender } = renderInEnglish(table(pending));
    const skeleton = screen.getByRole('table', { name: 'Coins' });
    rerender(table(answered(['BTC', 'ETH'], 5)));
    expect(screen.getByRole('table', { name: 'Coins' })).toBe(skeleton);
    expect(within(skeleton).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('shows fewer skeleton rows than a page when told, the pager still counting a page’s rows', () => {
    const shortList = (query: QueryState<ListPage<Coin>>) => table(query, { page: 1, loadingRows: 1 });
    const { container, rerender } = renderInEnglish(shortList(pending));
    expect(container.querySelectorAll('.data-table__row--skeleton')).toHaveLength(1);
    rerender(shortList(answered(['BTC', 'ETH'], 5)));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the rows with the pager under them, dimmed while the next page loads', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { container, rerender } = renderInEnglish(table(answered(['BTC', 'ETH'], 5), { onPage }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['BTC', 'ETH']);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(container.querySelector('.data-table')).not.toHaveClass('data-table--busy');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(table(answered(['BTC', 'ETH'], 5, true), { onPage }));
    expect(container.querySelector('.data-table')).toHaveClass('data-table--busy');
  });

  it('says why the page failed to load and asks again on retry', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn(async () => undefined);
    renderInEnglish(
      table({
        ...progress,
        isPlaceholderData: false,
        refetch,
        data: undefined,
        error: { kind: 'network' },
        isPending: false,
        isError: true,
      }),
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the rows on screen when a reload fails, if told to', () => {
    const failedReload: QueryState<ListPage<Coin>> = {
      ...progress,
      isPlaceholderData: false,
      data: { Items: [{ code: 'BTC' }], TotalCount: 1 },
      error: { kind: 'network' },
      isPending: false,
      isError: true,
    };
    const { rerender } = renderInEnglish(table(failedReload, { page: 1, empty: null, keepOnError: true }));
    expect(within(screen.getByRole('table')).getByText('BTC')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(table(failedReload));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the table’s empty state when the list has no rows', () => {
    renderInEnglish(table(answered([], 0)));
    expect(screen.getByText('No coins yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a plain list as the rows, with no pager', () => {
    renderInEnglish(table(answeredWith<readonly Coin[]>([{ code: 'BTC' }, { code: 'ETH' }]), { page: undefined }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('ETH')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
