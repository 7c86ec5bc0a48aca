import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers, sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import MarketsPage from './MarketsPage.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const list = (name: RegExp | string = /Markets quoted in/) => screen.getByRole('table', { name });
const symbols = (name?: RegExp | string) =>
  within(list(name))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.market-name__symbol')!.textContent);
const changes = () =>
  within(list())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.querySelector('[data-column="change"]')!.textContent!.replace(/[%+]/g, '')));
const firstRows = () => screen.findByRole('rowheader', { name: /BTC\/USDT/ });

describe('MarketsPage', () => {
  it('lists the USDT markets first, with a tab per quote coin and its count, each pair a link to the trade site', async () => {
    renderWithApp(<MarketsPage />, { route: '/markets' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Markets' })).toBeInTheDocument();
    await firstRows();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'USDT 21(21 items)',
      'BTC 7(7 items)',
      'ETH 3(3 items)',
      'Favourites',
    ]);
    expect(screen.getByRole('tab', { name: /USDT/ })).toHaveAttribute('aria-selected', 'true');
    expect(symbols().every((s) => s?.endsWith('/USDT'))).toBe(true);
    expect(list()).toHaveAttribute('aria-rowcount', '22');
    const link = within(screen.getByRole('rowheader', { name: /BTC\/USDT/ })).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://trade.sandbox.exchange.example/trade/BTC_USDT');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Bitcoin');
  }, 20_000);

  it('shows a row with its price at the pair precision, value in the display currency, change, high, low and volume', async () => {
    renderWithApp(<MarketsPage />, { route: '/markets' });
    const row = (await firstRows()).closest('[role="row"]') as HTMLElement;
    // A price that just moved also says which way (the sandbox's prices walk as the test runs).
    await waitFor(() =>
      expect(row.querySelector('[data-column="price"]')).toHaveTextContent(/^(?:[▲▼](?:up|down) )?\d{2},\d{3}\.\d{2}$/),
    );
    expect(row.querySelector('[data-column="value"]')).toHaveTextContent(/^≈ ₦[\d,]+\.\d{2}$/);
    // A change that rounds to zero has no sign (the sandbox's walk can bring it there).
    expect(row.querySelector('[data-column="change"]')).toHaveTextContent(/^(?:[+-]\d+\.\d{2}|0\.00)%$/);
    expect(row.querySelector('[data-column="high"]')).toHaveTextContent(/^\d{2},\d{3}\.\d{2}$/);
    expect(row.querySelector('[data-column="volume"]')).toHaveTextContent(/^[\d,]+\.\d{6}\sBTC$/);
    await waitFor(() => expect(row.querySelector('[data-column="chart"] polyline')).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: /Value in NGN/ })).toBeInTheDocument();
  }, 20_000);

  it('switches tabs through the address, and keeps the first tab out of it', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MarketsPage />, { route: '/markets' });
    await firstRows();
    await user.click(screen.getByRole('tab', { name: /BTC/ }));
    expect(router.location.search).toBe('?tab=BTC');
    expect(await screen.findByRole('rowheader', { name: /ETH\/BTC/ })).toBeInTheDocument();
    expect(symbols().every((s) => s?.endsWith('/BTC'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: /USDT/ }));
    expect(router.location.search).toBe('');
  }, 20_000);

  it('opens on the tab, search and sort of the address', async () => {
    renderWithApp(<MarketsPage />, { route: '/markets?tab=BTC&q=sol&sort=change:desc' });
    expect(await screen.findByRole('rowheader', { name: /SOL\/BTC/ })).toBeInTheDocument();
    expect(symbols()).toEqual(['SOL/BTC']);
    expect(screen.getByRole('searchbox', { name: 'Search markets' })).toHaveValue('sol');
    expect(screen.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute('aria-sort', 'descending');
  }, 20_000);

  it('searches by symbol or coin full name once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MarketsPage />, { route: '/markets' });
    await firstRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'cardano');
    await waitFor(() => expect(symbols()).toEqual(['ADA/USDT']), { timeout: 3000 });
    // The list follows the search at once; the address follows once the navigation has rendered.
    await waitFor(() => expect(router.location.search).toBe('?q=cardano'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search markets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'doge usdt{Enter}');
    await waitFor(() => expect(symbols()).toEqual(['DOGE/USDT']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search markets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'zzz{Enter}');
    expect(await screen.findByText('No market matches “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all markets' }));
    expect(await screen.findByRole('rowheader', { name: /BTC\/USDT/ })).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
  }, 20_000);

  it('sorts by a numeric column: ascending, descending, then the exchange order, in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MarketsPage />, { route: '/markets' });
    await firstRows();
    const sortButton = () => within(screen.getByRole('columnheader', { name: /24h change/ })).getByRole('button');
    await user.click(sortButton());
    expect(router.location.search).toBe('?sort=change:asc');
    await waitFor(() => expect(changes()).toEqual([...changes()].sort((a, b) => a - b)));
    await user.click(sortButton());
    expect(router.location.search).toBe('?sort=change:desc');
    await waitFor(() => expect(changes()).toEqual([...changes()].sort((a, b) => b - a)));
    await user.click(sortButton());
    expect(router.location.search).toBe('');
    expect(symbols()[0]).toBe('BTC/USDT');
  }, 20_000);

  it('offers a retry when the markets cannot be loaded', async () => {
    sandbox.knobs.forcedCodes.set('marketGetMarketTrends', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderWithApp(<MarketsPage />, { route: '/markets' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await firstRows()).toBeInTheDocument();
  }, 20_000);

  it('shows skeleton rows while the markets load', async () => {
    const release = holdAnswers('marketGetMarketTrends');
    renderWithApp(<MarketsPage />, { route: '/markets' });
    await screen.findByRole('tab', { name: /USDT/ });
    expect(screen.getByRole('table', { name: /Markets quoted in USDT/ })).toHaveAttribute('aria-rowcount', '1');
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"]')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('rowheader', { name: /BTC\/USDT/ })).toBeInTheDocument();
  }, 20_000);

  it('shows the summary strip and the recommended markets', async () => {
    renderWithApp(<MarketsPage />, { route: '/markets' });
    const turnover = await screen.findByRole('region', { name: '24h turnover' });
    await waitFor(() => expect(turnover).toHaveTextContent(/[\d,]+\.\d{2}M USDT31 markets listed/));
    const gainers = screen.getByRole('region', { name: 'Top gainers' });
    await waitFor(() => expect(within(gainers).getAllByRole('listitem')).toHaveLength(3));
    const highlights = screen.getByRole('region', { name: 'Recommended markets' });
    await waitFor(() => expect(within(highlights).getAllByRole('listitem')).toHaveLength(6));
    expect(within(highlights).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      'https://trade.sandbox.exchange.example/trade/BTC_USDT',
    );
  }, 20_000);
});
