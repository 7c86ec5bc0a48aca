import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { setDisplayCurrency } from '../../../session/display-currency.ts';
import MarketTrend from './MarketTrend.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const rows = () => within(screen.getByRole('tabpanel')).getAllByRole('row').slice(1);
const changes = () => rows().map((row) => Number((row as HTMLTableRowElement).cells[2].textContent!.replace('%', '')));

describe('MarketTrend', () => {
  it('lists the USDT markets first, at most ten, with price, change and volume', async () => {
    renderWithApp(<MarketTrend />);
    expect(await screen.findByRole('row', { name: /BTC\/USDT/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    expect(rows().length).toBeLessThanOrEqual(10);
    expect(rows().every((row) => row.textContent!.includes('/USDT'))).toBe(true);
    expect(screen.getByRole('columnheader', { name: '24h volume' })).toBeInTheDocument();
  });

  it('switches to the gainers, then the losers, from the rank call', async () => {
    renderWithApp(<MarketTrend />);
    await screen.findByRole('row', { name: /BTC\/USDT/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Top gainers' }));
    await waitFor(() => expect(sandbox.calls.get('marketGetMarketRank')).toBe(1));
    await waitFor(() => expect(changes()).toEqual([...changes()].sort((a, b) => b - a)));
    expect(screen.getByRole('tab', { name: 'Top gainers' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Top losers' }));
    await waitFor(() => expect(sandbox.calls.get('marketGetMarketRank')).toBe(2));
    await waitFor(() => expect(changes()).toEqual([...changes()].sort((a, b) => a - b)));
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    renderWithApp(<MarketTrend />);
    await screen.findByRole('row', { name: /BTC\/USDT/ });
    screen.getByRole('tab', { name: 'Popular' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Top gainers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Top gainers' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Top volume' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('offers a retry when the markets fail', async () => {
    sandbox.knobs.forcedCodes.set('marketGetMarketTrends', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderWithApp(<MarketTrend />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /BTC\/USDT/ })).toBeInTheDocument();
  });
});

describe('MarketTrend prices', () => {
  const btcRow = () => screen.getByRole('row', { name: /BTC\/USDT/ });

  it('shows each price grouped, with its value in the display currency, and switches currency at once', async () => {
    renderWithApp(<MarketTrend />);
    await screen.findByRole('row', { name: /BTC\/USDT/ });
    await waitFor(() => expect(btcRow()).toHaveTextContent(/\d{2},\d{3}\.\d{2}≈ ₦\d{3},\d{3},\d{3}\.\d{2}/));
    await act(() => setDisplayCurrency({ Id: 3, Code: 'EUR' }));
    await waitFor(() => expect(btcRow()).toHaveTextContent(/≈ €\d{2},\d{3}\.\d{2}/));
    expect(btcRow()).not.toHaveTextContent('₦');
  });

  it('writes prices the French way in French', async () => {
    renderWithApp(<MarketTrend />, { language: 'fr' });
    const row = await screen.findByRole('row', { name: /BTC\/USDT/ }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveTextContent(/\d{2}\s\d{3},\d{2}/));
  });
});
