import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import type { QueryState } from '../api/query.ts';
import type { Column } from '../ui/DataTable.tsx';
import { LoadedTable } from './LoadedTable.tsx';

interface Page {
  Items: { coin: string }[];
}

const progress = { isLoading: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn() };
const pending = (): QueryState<Page> => ({
  ...progress,
  isLoading: true,
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
});
const answered = (coins: string[], previous = false): QueryState<Page> => ({
  ...progress,
  isPlaceholderData: previous,
  data: { Items: coins.map((coin) => ({ coin })) },
  error: null,
  isPending: false,
  isError: false,
});
const failed = (data: Page | undefined, refetch = vi.fn()): QueryState<Page> => ({
  ...progress,
  refetch,
  data,
  error: { kind: 'network' },
  isPending: false,
  isError: true,
});
const columns: Column<{ coin: string }>[] = [{ id: 'coin', header: 'Coin', cell: (row) => row.coin }];

function Coins({ query }: { query: QueryState<Page> }) {
  return (
    <LoadedTable
      caption="Coins"
      columns={columns}
      query={query}
      rows={(page) => page.Items}
      rowKey={(row) => row.coin}
      loadingRows={3}
      empty={<p>No coins yet.</p>}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Coins' }))
    .getAllByRole('row')
    .slice(1);

describe('LoadedTable', () => {
  it('holds the page’s rows with a skeleton until the first answer, then shows the answer’s rows', () => {
    const { rerender } = renderInEnglish(<Coins query={pending()} />);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Coins' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    rerender(<Coins query={answered(['BTC', 'ETH'])} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['BTC', 'ETH']);
  });

  it('keeps the previous page on screen, marked busy, while the next loads', () => {
    renderInEnglish(<Coins query={answered(['BTC'], true)} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['BTC']);
    expect(screen.getByRole('table', { name: 'Coins' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the list is empty in its own words', () => {
    renderInEnglish(<Coins query={answered([])} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No coins yet.')).toBeInTheDocument();
  });

  it('says why nothing could be loaded and asks again on retry', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn(async () => undefined);
    renderInEnglish(<Coins query={failed(undefined, refetch)} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the rows on screen when a reload fails', () => {
    renderInEnglish(<Coins query={failed({ Items: [{ coin: 'BTC' }] })} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['BTC']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
