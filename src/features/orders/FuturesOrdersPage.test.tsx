import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { futuresBookOf } from '../../../sandbox/modules/futures.state.ts';
import { enumNames } from '../../../sandbox/seed/futures-contracts.ts';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { demoCustomer, findCustomerByAccount } from '../../../sandbox/state/customers.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import FuturesOrdersPage from './FuturesOrdersPage.tsx';

const demoId = () => findCustomerByAccount(sandbox.state.core.customers, demoCustomer.email)!.UserId;
const demoBook = () => futuresBookOf(sandbox.state.futures, demoId());
const wallet = () => balanceOf(sandbox.state.core.contractBalances, demoId(), 'USDT');

function renderPage(route = '/futuresOrder', language?: 'fr') {
  return renderWithApp(<FuturesOrdersPage />, {
    route,
    signedIn: true,
    language,
    config: (c) => (c.features.contract = true),
  });
}

const findRows = (name: RegExp) => screen.findAllByRole('row', { name }, { timeout: 5000 });

describe('FuturesOrdersPage', () => {
  it('lists current orders named in the page language, each contract linking to the futures site, and cancels one after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    const [eth] = await findRows(/ETHUSDT/);
    expect(eth).toHaveTextContent('Open short');
    expect(eth).toHaveTextContent('10×');
    expect(eth).toHaveTextContent('Limit');
    expect(within(eth).getByRole('link', { name: /ETHUSDT/ })).toHaveAttribute(
      'href',
      'https://futures.sandbox.exchange.example/futures/ETHUSDT',
    );
    const held = wallet().frozen;
    const order = demoBook().activeOrders.find((o) => o.Symbol === 'ETHUSDT')!;

    await user.click(within(eth).getByRole('button', { name: /^Cancel ETHUSDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('1 order will be cancelled: ETHUSDT, Open short, placed on');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Your ETHUSDT order has been cancelled. Its margin is available again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /ETHUSDT/ })).toBeNull());
    expect(held.minus(wallet().frozen).toFixed(4)).toBe(order.Margin);
  }, 20_000);

  it('opens an order’s detail: leverage, margin mode, the trigger that placed it, fills, fees and realised profit', async () => {
    const user = userEvent.setup();
    renderPage('/futuresOrder?tab=history&contract=SOLUSDT');
    const rows = await findRows(/SOLUSDT/);
    const close = rows.find((row) => row.textContent!.includes('Close long'))!;
    await user.click(within(close).getByRole('button', { name: /^Details SOLUSDT/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await waitFor(() => expect(dialog).toHaveTextContent('Realised profit+7.4100 USDT'));
    expect(dialog).toHaveTextContent('Leverage5×');
    expect(dialog).toHaveTextContent('Margin modeCross');
    expect(dialog).toHaveTextContent('Trigger priceNone: placed directly');
    expect(dialog).toHaveTextContent(/Fees\d+\.\d{4} USDT/);
    expect(within(dialog).getByRole('table', { name: /fill/ })).toHaveTextContent('Maker');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull());

    await user.selectOptions(screen.getByLabelText('Contract'), 'BTCUSDT');
    const [planned] = (await findRows(/BTCUSDT/)).filter((row) => row.textContent!.includes('Market'));
    await user.click(within(planned).getByRole('button', { name: /^Details BTCUSDT/ }));
    const btc = await screen.findByRole('dialog', { name: 'Order details' });
    await waitFor(() => expect(btc).toHaveTextContent('Margin modeIsolated'));
    expect(btc).toHaveTextContent(/Trigger price\d{2},\d{3}\.\d{2}Price/);
  }, 30_000);

  it('shows waiting plan orders, cancels one, and lists the finished plans with their trigger time', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/futuresOrder?tab=plans');
    const [sol] = await findRows(/SOLUSDT/);
    expect(sol).toHaveTextContent('Waiting');
    await user.click(within(sol).getByRole('button', { name: /^Cancel SOLUSDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this plan order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /SOLUSDT/ })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(router.location.search).toBe('?tab=plans&scope=history');
    const finished = await findRows(/USDT/);
    expect(finished.some((row) => row.textContent!.includes('Triggered'))).toBe(true);
    expect(finished.some((row) => row.textContent!.includes('Failed'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Cancel / })).toBeNull();
  }, 20_000);

  it('cancels a waiting kill-or-fill order', async () => {
    const user = userEvent.setup();
    renderPage('/futuresOrder?tab=killOrFill');
    const [xrp] = await findRows(/XRPUSDT/);
    await user.click(within(xrp).getByRole('button', { name: /^Cancel XRPUSDT/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('1 kill-or-fill order will be cancelled: XRPUSDT, Open short');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /XRPUSDT/ })).toBeNull());
    expect(demoBook().historyKillOrFills.find((k) => k.Symbol === 'XRPUSDT')!.Status).toBe(4);
  }, 20_000);

  it('filters the bills by the spec’s bill query, kept in the address, and pages them', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/futuresOrder?tab=bills');
    await findRows(/Trading fee|Transfer/);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    await user.selectOptions(await screen.findByLabelText('Bill type'), 'Liquidation');
    await waitFor(() => expect(router.location.search).toBe('?tab=bills&billType=5'));
    const [liquidation] = await findRows(/Liquidation/);
    expect(liquidation).toHaveTextContent('Close long');
    expect(liquidation).toHaveTextContent('LTCUSDT');
    expect(liquidation).toHaveTextContent('-38.5200 USDT');
    await user.selectOptions(screen.getByLabelText('Bill type'), 'Funding fee');
    await user.selectOptions(screen.getByLabelText('Contract'), 'BTCUSDT');
    await waitFor(() => expect(router.location.search).toBe('?tab=bills&billType=4&contract=BTCUSDT'));
    await waitFor(() => expect(screen.getAllByRole('row', { name: /Funding fee/ })).toHaveLength(2));
  }, 20_000);
});

describe('FuturesOrdersPage: enumeration names', () => {
  const added = ['Insurance payout', 'Versement d’assurance', '保险赔付', '保險賠付'] as [
    string,
    string,
    string,
    string,
  ];
  afterEach(() => {
    enumNames.BillType = enumNames.BillType.filter((names) => names !== added);
  });

  it('names a value the app knows in the page language, and one only the server knows in the server’s words', async () => {
    enumNames.BillType = [...enumNames.BillType, added];
    renderPage('/futuresOrder?tab=bills', 'fr');
    const filter = await screen.findByLabelText('Type d’opération');
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Versement d’assurance' })).toBeInTheDocument(),
    );
    expect(within(filter).getByRole('option', { name: 'Frais de transaction' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Profit réalisé' })).toBeInTheDocument();
  }, 20_000);
});
