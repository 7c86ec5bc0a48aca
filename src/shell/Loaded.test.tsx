import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import type { QueryState } from '../api/query.ts';
import { Loaded } from './Loaded.tsx';

const progress = { isLoading: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn() };
const pending = (): QueryState<string[]> => ({
  ...progress,
  isLoading: true,
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
});
const answered = (data: string[]): QueryState<string[]> => ({
  ...progress,
  data,
  error: null,
  isPending: false,
  isError: false,
});
const list = (coins: string[]) => (
  <ul>
    {coins.map((coin) => (
      <li key={coin}>{coin}</li>
    ))}
  </ul>
);

describe('Loaded', () => {
  it('shows the spinner, or the skeleton it is given, until the answer comes', () => {
    const { rerender } = renderInEnglish(
      <Loaded query={pending()} empty="common.loading">
        {list}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(
      <Loaded query={pending()} empty="common.loading" loading={<p>Skeleton</p>}>
        {list}
      </Loaded>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
  });

  it('says why the data failed to load and asks again on retry', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn(async () => undefined);
    renderInEnglish(
      <Loaded
        query={{ ...progress, refetch, data: undefined, error: { kind: 'network' }, isPending: false, isError: true }}
        empty="common.loading"
      >
        {list}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the last answer on screen when a reload fails, if told to, and says why otherwise', () => {
    const failedReload: QueryState<string[]> = {
      ...progress,
      data: ['BTC'],
      error: { kind: 'network' },
      isPending: false,
      isError: true,
    };
    const { rerender } = renderInEnglish(
      <Loaded query={failedReload} keepOnError>
        {list}
      </Loaded>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('BTC');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Loaded query={failedReload}>{list}</Loaded>);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <Loaded query={{ ...failedReload, data: undefined }} keepOnError>
        {list}
      </Loaded>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the list is empty, in the words it is given', () => {
    renderInEnglish(
      <Loaded query={answered([])} empty="apiKeys.empty">
        {list}
      </Loaded>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/no API keys/i)).toBeInTheDocument();
  });

  it('shows the empty state it is given whole, with its way onwards', () => {
    renderInEnglish(
      <Loaded
        query={answered([])}
        empty={
          <div>
            <p>Nothing matches these filters.</p>
            <button type="button">Clear the filters</button>
          </div>
        }
      >
        {list}
      </Loaded>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeInTheDocument();
  });

  it('hands over the data, and any answer when nothing counts as empty', () => {
    const { rerender } = renderInEnglish(
      <Loaded query={answered(['BTC', 'ETH'])} empty="apiKeys.empty">
        {list}
      </Loaded>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['BTC', 'ETH']);
    rerender(<Loaded query={answered([])}>{(coins) => <p>{`${coins.length} coins`}</p>}</Loaded>);
    expect(screen.getByText('0 coins')).toBeInTheDocument();
  });
});
