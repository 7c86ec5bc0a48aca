import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../../sandbox/core/clock.ts';
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
    await waitFor(() =>
      expect(within(funds).getByTestId('funds-USDT')).toHaveTextContent(`Frozen ${shown(usdt().frozen, 4)}`),
    );
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
    expect(
      await screen.findByText('Your SOL/USDT order has been cancelled. Its funds are available again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /SOL\/USDT/ })).toBeNull());
    expect(calls('tradingCancelOrder')).toBe(1);
    expect(frozenBefore.minus(usdt().frozen).toFixed()).toBe(new Decimal(sol.Amount).mul(sol.Price).toFixed());
    const funds = screen.getByRole('region', { name: 'Funds held by open orders' });
    await waitFor(() =>
      expect(within(funds).getByTestId('funds-USDT')).toHaveTextContent(`Frozen ${shown(usdt().frozen, 4)}`),
    );
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
    expect(
      demoBook()
        .open.map((o) => o.Symbol)
        .sort(),
    ).toEqual(['BTC/USDT', 'DOGE/USDT', 'SOL/USDT', 'XRP/USDT']);
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
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This order could not be cancelled: it is no longer open.');
    expect(alert).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('row', { name: /XRP\/USDT/ })).toBeInTheDocument();
    expect(demoBook().open.some((o) => o.Symbol === 'XRP/USDT')).toBe(true);
  }, 20_000);

  it('cancels once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/SOL\/USDT/);
    await user.click(within(row).getByRole('button', { name: /Cancel SOL\/USDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    within(dialog).getByRole('button', { name: 'Cancel order' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(
      await screen.findByText('Your SOL/USDT order has been cancelled. Its funds are available again.'),
    ).toBeInTheDocument();
    expect(calls('tradingCancelOrder')).toBe(1);
  }, 20_000);

  it('says the outcome is not known when the cancellation times out, reloads the list to check, and never cancels again', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await openRow(/DOGE\/USDT/);
    const listed = calls('tradingGetEntrustOrderList');
    const original = globalThis.fetch;
    let sent = 0;
    globalThis.fetch = (async (request: Request) =>
      new URL(request.url).pathname.endsWith('/Trading/CancelOrder')
        ? (sent++, Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })))
        : original(request)) as typeof fetch;
    try {
      await user.click(within(row).getByRole('button', { name: /Cancel DOGE\/USDT/ }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(await within(dialog).findByText('The outcome is not known yet')).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: /records/i })).toHaveAttribute('href', '/tradingOrder');
      expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
      await user.keyboard('{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      globalThis.fetch = original;
    }
    await waitFor(() => expect(calls('tradingGetEntrustOrderList')).toBeGreaterThan(listed));
    expect(screen.getByRole('row', { name: /DOGE\/USDT/ })).toBeInTheDocument();
    expect(sent).toBe(1);
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
    expect(screen.getByRole('link', { name: 'Go to the trade site' })).toHaveAttribute(
      'href',
      'https://trade.sandbox.exchange.example',
    );
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

describe('TradingOrdersPage: history, plans and fills', () => {
  it('filters the history by pair and status in the address, sorts it oldest first and pages it', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/tradingOrder?tab=history');
    expect(await screen.findAllByRole('row', { name: /\/USDT|\/BTC/ }, { timeout: 5000 })).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.location.search).toBe('?tab=history&page=2'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2'));

    await user.selectOptions(screen.getByLabelText('Pair'), 'BTC/USDT');
    await waitFor(() => expect(router.location.search).toBe('?tab=history&pair=BTC_USDT'));
    await waitFor(() => expect(screen.getAllByRole('row', { name: /BTC\/USDT/ })).toHaveLength(3));
    const times = () =>
      screen
        .getAllByRole('row', { name: /BTC\/USDT/ })
        .map((row) => row.textContent!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)![0]);
    const newestFirst = times();
    await user.click(screen.getByRole('button', { name: /Time/ }));
    await waitFor(() => expect(times()).toEqual([...newestFirst].reverse()));
    expect(router.location.search).toBe('?tab=history&pair=BTC_USDT&sort=time:asc');

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(
      await screen.findByText('Nothing matches these filters. Change them or clear them to see more.'),
    ).toBeInTheDocument();
    expect(router.location.search).toBe('?tab=history&pair=BTC_USDT&sort=time:asc&status=cancelled');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.location.search).toBe('?tab=history&sort=time:asc'));
  }, 30_000);

  it('exports the filtered history as CSV with every row at full precision and the page language’s column names', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:history'),
      revokeObjectURL: () => undefined,
    });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = () => undefined;
    try {
      renderPage('/tradingOrder?tab=history&status=cancelled');
      await screen.findAllByRole('row', { name: /\/USDT/ }, { timeout: 5000 });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const lines = (await files[0].text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Order ID,Time,Pair,Side,Type,Price,Amount,Filled,Average price,Total,Fee,Fee coin,Status');
    const cancelled = demoBook().history.filter((o) => o.Status === 'cancelled');
    expect(lines).toHaveLength(cancelled.length + 1);
    const partial = cancelled.find((o) => o.Filled !== '0' && !/^0\.0+$/.test(o.Filled))!;
    const line = lines.find((l) => l.startsWith(`${partial.OrderId},`))!;
    expect(line).toContain(
      `,${partial.Price},${partial.Amount},${partial.Filled},${partial.AvgPrice},${new Decimal(partial.AvgPrice).mul(partial.Filled).toFixed()},${partial.Fee},`,
    );
    expect(line.endsWith(',Cancelled')).toBe(true);
  }, 20_000);

  it('cancels a waiting plan order, and then every waiting plan after a confirmation that counts them', async () => {
    const user = userEvent.setup();
    renderPage('/tradingOrder?tab=plans');
    const row = await openRow(/SOL\/USDT/);
    expect(row).toHaveTextContent('Waiting');
    await user.click(within(row).getByRole('button', { name: /Cancel SOL\/USDT/ }));
    const one = screen.getByRole('dialog', { name: 'Cancel this plan order?' });
    expect(one).toHaveTextContent('1 plan order will be cancelled: SOL/USDT, Sell');
    await user.click(within(one).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /SOL\/USDT/ })).toHaveTextContent('Cancelled'));
    expect(within(screen.getByRole('row', { name: /SOL\/USDT/ })).queryByRole('button', { name: /Cancel/ })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Cancel all plans (2)' }));
    const all = screen.getByRole('dialog', { name: 'Cancel all waiting plan orders?' });
    expect(all).toHaveTextContent('2 waiting plan orders will be cancelled.');
    await user.click(within(all).getByRole('button', { name: 'Cancel 2 plans' }));
    expect(await screen.findByText('2 plan orders cancelled.')).toBeInTheDocument();
    expect(demoBook().plans.every((p) => p.Status === 'cancelled')).toBe(true);
  }, 20_000);

  it('lists the fills of one side, each with the coin its fee was charged in', async () => {
    renderPage('/tradingOrder?tab=fills&side=sell');
    const rows = await screen.findAllByRole('row', { name: /\/USDT/ }, { timeout: 5000 });
    const sells = demoBook().deals.filter((d) => d.Side === 'sell');
    expect(rows).toHaveLength(Math.min(10, sells.length));
    expect(rows.every((r) => r.textContent!.includes('Sell'))).toBe(true);
    expect(rows[0]).toHaveTextContent(sells.sort((a, b) => b.CreateTime.localeCompare(a.CreateTime))[0].FeeCoin);
  }, 20_000);
});

describe('TradingOrdersPage: as the market moves', () => {
  afterEach(() => resetClock());

  it('shows an open order partly filled, then gone to the history once filled, as the sandbox clock moves', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await openRow(/BTC\/USDT/)).toHaveTextContent('Open');
    advanceClock(3_600_000 + 1);
    // Choosing the pair asks the sandbox again (a list shown within two seconds would come from the cache).
    await user.selectOptions(screen.getByLabelText('Pair'), 'BTC/USDT');
    await waitFor(() => expect(screen.getByRole('row', { name: /BTC\/USDT/ })).toHaveTextContent('0.020000 (40.00%)'), {
      timeout: 5000,
    });
    expect(screen.getByRole('row', { name: /BTC\/USDT/ })).toHaveTextContent('Partially filled');
    advanceClock(2 * 3_600_000);
    await user.click(screen.getByRole('tab', { name: /Order history/ }));
    await waitFor(
      () => expect(screen.getAllByRole('row', { name: /BTC\/USDT/ })[0]).toHaveTextContent('0.050000 (100.00%)'),
      { timeout: 5000 },
    );
    expect(screen.getAllByRole('row', { name: /BTC\/USDT/ })[0]).toHaveTextContent('Filled');
  }, 30_000);
});
