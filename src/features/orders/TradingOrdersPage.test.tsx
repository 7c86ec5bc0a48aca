import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { bookOf } from '../../../sandbox/modules/spot.state.ts';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { demoCustomer, findCustomerByAccount } from '../../../sandbox/state/customers.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import TradingOrdersPage from './TradingOrdersPage.tsx';

const demoId = () => findCustomerByAccount(sandbox.state.core.customers, demoCustomer.email)!.UserId;
const demoBook = () => bookOf(sandbox.state.spot, demoId());
const usdt = () => balanceOf(sandbox.state.core.balances, demoId(), 'USDT');
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;
/** A figure as the page writes it in English: truncated to `places`, thousands grouped. */
const shown = (n: Decimal.Value, places: number) => {
  const [whole, fraction] = new Decimal(n).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

function renderPage(route = '/tradingOrder') {
  return renderWithApp(<TradingOrdersPage />, { route, signedIn: true });
}

const openRow = (pair: RegExp) => screen.findByRole('row', { name: pair }, { timeout: 5000 });

describe('TradingOrdersPage: open orders', () => {
  it('lists open orders at the pair’s precision, links each pair to the trade site and shows the funds they hold', async () => {
    renderPage();
    const btc = demoBook().open.find((o) => o.Symbol === 'BTC/USDT')!;
    const row = await openRow(/BTC\/USDT/);
    await waitFor(() => expect(row).toHaveTextContent(shown(btc.Price, 2)));
    expect(row).toHaveTextContent('0.050000');
    expect(row).toHaveTextContent('Buy');
    expect(row).toHaveTextContent('Limit');
    expect(row).toHaveTextContent('0.000000 (0.00%)');
    const link = within(row).getByRole('link', { name: /BTC\/USDT/ });
    expect(link).toHaveAttribute('href', 'https://trade.sandbox.exchange.example/trade/BTC_USDT');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByRole('row', { name: /ETH\/USDT/ })).toHaveTextContent('0.40000 (33.33%)');
    expect(screen.getByRole('tab', { name: /Open orders/ })).toHaveTextContent('5');
    const funds = screen.getByRole('region', { name: 'Funds held by open orders' });
    await waitFor(() => expect(within(funds).getByTestId('funds-USDT')).toHaveTextContent(`Frozen ${shown(usdt().frozen, 4)}`));
  }, 20_000);

  it('cancels one order after a confirmation that names it: the row leaves and its funds are freed at once, a double click cancelling once', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/SOL\/USDT/);
    const sol = demoBook().open.find((o) => o.Symbol === 'SOL/USDT')!;
    const frozenBefore = usdt().frozen;
    await user.click(within(row).getByRole('button', { name: /Cancel SOL\/USDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('1 order will be cancelled: SOL/USDT, Buy, placed on');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your SOL/USDT order has been cancelled. Its funds are available again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /SOL\/USDT/ })).toBeNull());
    expect(calls('tradingCancelOrder')).toBe(1);
    expect(frozenBefore.minus(usdt().frozen).toFixed()).toBe(new Decimal(sol.Amount).mul(sol.Price).toFixed());
    const funds = screen.getByRole('region', { name: 'Funds held by open orders' });
    await waitFor(() => expect(within(funds).getByTestId('funds-USDT')).toHaveTextContent(`Frozen ${shown(usdt().frozen, 4)}`));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Open orders/ })).toHaveTextContent('4'));
  }, 20_000);

  it('cancels every open order after a confirmation that counts them, and the list says there are none', async () => {
    const user = userEvent.setup();
    renderPage();
    await openRow(/BTC\/USDT/);
    await user.click(await screen.findByRole('button', { name: 'Cancel all (5)' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel all open orders?' });
    expect(dialog).toHaveTextContent('5 open orders will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 5 orders' }));
    expect(await screen.findByText('5 orders cancelled. Their funds are available again.')).toBeInTheDocument();
    expect(await screen.findByText('You have no open orders.')).toBeInTheDocument();
    expect(usdt().frozen.toFixed()).toBe('0');
    expect(screen.getByRole('button', { name: 'Cancel all (0)' })).toBeDisabled();
  }, 20_000);

  it('cancels all orders of the filtered pair only, counting that pair’s orders', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/tradingOrder?pair=ETH_USDT');
    await openRow(/ETH\/USDT/);
    expect(screen.queryByRole('row', { name: /BTC\/USDT/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Cancel all ETH/USDT (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel all ETH/USDT open orders?' });
    expect(dialog).toHaveTextContent('1 open order will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 order' }));
    expect(await screen.findByText('1 order cancelled. Their funds are available again.')).toBeInTheDocument();
    expect(demoBook().open.map((o) => o.Symbol).sort()).toEqual(['BTC/USDT', 'DOGE/USDT', 'SOL/USDT', 'XRP/USDT']);
    expect(router.location.search).toBe('?pair=ETH_USDT');
  }, 20_000);

  it('keeps the row and says why when the cancellation is refused', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/XRP\/USDT/);
    sandbox.knobs.forcedCodes.set('tradingCancelOrder', { code: 10004, msg: 'No open order', remaining: 1 });
    await user.click(within(row).getByRole('button', { name: /Cancel XRP\/USDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order could not be cancelled: it is no longer open.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /XRP\/USDT/ })).toBeInTheDocument();
    expect(demoBook().open.some((o) => o.Symbol === 'XRP/USDT')).toBe(true);
  }, 20_000);

  it('says the outcome is not known when the cancellation times out, and reloads the list to check', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/DOGE\/USDT/);
    const listed = calls('tradingGetEntrustOrderList');
    const original = globalThis.fetch;
    globalThis.fetch = (async (request: Request) =>
      new URL(request.url).pathname.endsWith('/Trading/CancelOrder') ? Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })) : original(request)) as typeof fetch;
    try {
      await user.click(within(row).getByRole('button', { name: /Cancel DOGE\/USDT/ }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We do not know yet whether this was cancelled');
    } finally {
      globalThis.fetch = original;
    }
    await waitFor(() => expect(calls('tradingGetEntrustOrderList')).toBeGreaterThan(listed));
  }, 20_000);

  it('shows an order’s fills when its row is opened', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/ETH\/USDT/);
    await user.click(within(row).getByRole('button', { name: /Details/ }));
    const fills = await screen.findByRole('table', { name: '1 fill' });
    expect(fills).toHaveTextContent('0.40000');
    expect(fills).toHaveTextContent('Maker');
  }, 20_000);
});

describe('TradingOrdersPage: states', () => {
  it('shows a skeleton, then a customer with no orders is told so and offered the trade site', async () => {
    sandbox.state.spot.books.set(demoId(), { open: [], history: [], deals: [], plans: [], fills: [], triggers: [] });
    renderPage();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading');
    expect(await screen.findByText('You have no open orders.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the trade site' })).toHaveAttribute('href', 'https://trade.sandbox.exchange.example');
  }, 20_000);

  it('says a list could not load, and its retry loads it', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('tradingGetEntrustOrderList', { code: 500, msg: 'Server error', remaining: 2 });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The server refused this (code 500)');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await openRow(/BTC\/USDT/)).toBeInTheDocument();
  }, 20_000);
});
