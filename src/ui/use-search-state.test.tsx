import { Suspense, use } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressProbe, renderAtAddress } from '../../tests/setup/render-at-address';
import { searchParam } from '../lib/search-params';
import { useSearchState } from './use-search-state';

const records = {
  tab: searchParam.oneOf(['open', 'history'], 'open'),
  q: searchParam.text(),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  sort: searchParam.sort(['time', 'amount']),
  page: searchParam.page(),
};

function RecordsView() {
  const { values, set, isSet, clear } = useSearchState(records);
  return (
    <>
      <p data-testid="view">{JSON.stringify(values)}</p>
      <p>{isSet(['q', 'from', 'to']) ? 'filtered' : 'unfiltered'}</p>
      <button type="button" onClick={() => set({ tab: 'history' })}>
        History tab
      </button>
      <button type="button" onClick={() => set({ q: 'btc' })}>
        Type btc
      </button>
      <button type="button" onClick={() => set({ from: '2026-11-01', to: '2026-11-23' })}>
        November
      </button>
      <button type="button" onClick={() => set({ page: values.page + 1 })}>
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          set({ q: 'eth' });
          set({ sort: { column: 'amount', direction: 'desc' } });
        }}
      >
        Search and sort
      </button>
      <button type="button" onClick={() => clear(['q', 'from', 'to'])}>
        Clear filters
      </button>
      <AddressProbe />
    </>
  );
}

const channels = { channel: searchParam.oneOf(['card', 'bank'], 'card') };
const slowChannelView = new Promise<never>(() => {});

/** A radio kept in the address, beside a part that is still loading once "bank" is chosen. */
function ChannelChoice() {
  const { values, set } = useSearchState(channels);
  return (
    <>
      {(['card', 'bank'] as const).map((channel) => (
        <label key={channel}>
          <input type="radio" name="channel" checked={values.channel === channel} onChange={() => set({ channel })} />
          {channel}
        </label>
      ))}
      <Suspense fallback={<p>Loading</p>}>
        <ChannelDetails />
      </Suspense>
    </>
  );
}

function ChannelDetails() {
  const { values } = useSearchState(channels);
  if (values.channel === 'bank') use(slowChannelView);
  return <p>Details of {values.channel}</p>;
}

const view = () => JSON.parse(screen.getByTestId('view').textContent!);
const address = () => screen.getByTestId('address').textContent;

describe('useSearchState', () => {
  it('shows the view a shared link names', () => {
    renderAtAddress(<RecordsView />, { route: '/records?tab=history&q=BTC&from=2026-11-01&sort=time:desc&page=2' });
    expect(view()).toEqual({
      tab: 'history',
      q: 'BTC',
      from: '2026-11-01',
      to: '',
      sort: { column: 'time', direction: 'desc' },
      page: 2,
    });
  });

  it('shows the default view for invalid or hostile values', () => {
    renderAtAddress(<RecordsView />, { route: '/records?tab=%3Cscript%3E&page=-1&from=2026-02-31&sort=amount:drop' });
    expect(view()).toEqual({ tab: 'open', q: '', from: '', to: '', sort: null, page: 1 });
  });

  it('writes a change to the address, leaving defaults out and going back to page 1', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordsView />, { route: '/records?page=3&lang=fr' });
    await user.click(screen.getByRole('button', { name: 'November' }));
    expect(address()).toBe('/records?lang=fr&from=2026-11-01&to=2026-11-23');
    expect(view()).toMatchObject({ from: '2026-11-01', to: '2026-11-23', page: 1 });
  });

  it('pushes a history entry for a tab, filter or page change, so Back returns to the previous view', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordsView />, { route: '/records' });
    await user.click(screen.getByRole('button', { name: 'History tab' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('/records?tab=history&page=2');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(address()).toBe('/records?tab=history');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(address()).toBe('/records');
  });

  it('replaces the history entry for typing, so Back skips it', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordsView />, { route: '/records' });
    await user.click(screen.getByRole('button', { name: 'History tab' }));
    await user.click(screen.getByRole('button', { name: 'Type btc' }));
    expect(address()).toBe('/records?tab=history&q=btc');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(address()).toBe('/records');
  });

  it('keeps both of two changes made in one event', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordsView />, { route: '/records' });
    await user.click(screen.getByRole('button', { name: 'Search and sort' }));
    expect(view()).toMatchObject({ q: 'eth', sort: { column: 'amount', direction: 'desc' } });
  });

  it('says when filters are set and clears them', async () => {
    const user = userEvent.setup();
    renderAtAddress(<RecordsView />, { route: '/records?tab=history&q=btc&from=2026-11-01&page=4' });
    expect(screen.getByText('filtered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/records?tab=history');
    expect(screen.getByText('unfiltered')).toBeInTheDocument();
  });

  it('shows a choice at once while the view it leads to is still rendering', async () => {
    renderAtAddress(<ChannelChoice />, { route: '/fiat' });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'bank' }));
    });
    expect(screen.getByRole('radio', { name: 'bank' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'card' })).not.toBeChecked();
  });
});
