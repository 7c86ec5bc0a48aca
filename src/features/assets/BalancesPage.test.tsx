import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import BalancesPage from './BalancesPage.tsx';

const rowOf = (code: string) => screen.findByRole('row', { name: new RegExp(`^${code}\\b`) }, { timeout: 5000 });

describe('BalancesPage', () => {
  it("shows each coin's available, frozen and total with its actions, and the estimated total", async () => {
    renderWithApp(<BalancesPage />, {
      route: '/assets/digitalCurrency',
      signedIn: true,
      config: (c) =>
        c.routes.push(
          { path: '/assets/recharge', page: 'assetsDeposit', signIn: true },
          { path: '/assets/withdraw', page: 'assetsWithdraw', signIn: true },
        ),
    });
    const btc = await rowOf('BTC');
    expect(btc).toHaveTextContent('0.52310000');
    expect(within(btc).getByRole('link', { name: 'Deposit BTC' })).toHaveAttribute('href', '/assets/recharge?coin=BTC');
    expect(await within(btc).findByRole('link', { name: 'Withdraw BTC' })).toHaveAttribute(
      'href',
      '/assets/withdraw?coin=BTC',
    );
    expect(within(btc).getByRole('link', { name: 'Trade BTC' })).toHaveAttribute('rel', 'noopener noreferrer');
    const etc = await rowOf('ETC');
    expect(within(etc).queryByRole('link', { name: 'Deposit ETC' })).toBeNull();
    // Each coin's icon is a picture of its own to the browser: loaded as it comes near the screen.
    const icon = btc.querySelector('img');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('decoding', 'async');
    const total = screen.getByRole('region', { name: 'Estimated total value' });
    await waitFor(() => expect(total).toHaveTextContent(/≈ ₦[\d,]+\.\d\d/));
    expect(total).toHaveTextContent(/BTC/);
    expect(screen.queryByRole('region', { name: 'Futures account' })).toBeNull();
    expect(document.title).toBe('Digital currency · Lumen Exchange');
  }, 20_000);

  it('searches by code or name, sorts by value, and hides small balances, remembered for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount, router } = renderWithApp(<BalancesPage />, { route: '/assets/digitalCurrency', signedIn: true });
    await rowOf('BTC');
    await user.click(screen.getByRole('button', { name: /Value/ }));
    await user.click(screen.getByRole('button', { name: /Value/ }));
    expect(router.location.search).toBe('?sort=value:desc');
    const codes = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent?.slice(0, 4).trim());
    expect(codes()[0]).toBe('BTC');
    expect(codes().at(-1)).not.toBe('BTC');
    await user.type(screen.getByRole('searchbox', { name: 'Search a coin' }), 'ethereum{Enter}');
    await waitFor(() => expect(codes()).toEqual(['ETH', 'ETC']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hide small balances' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^PEPE\b/ })).toBeNull());
    expect(screen.getByRole('row', { name: /^USDC\b/ })).toBeInTheDocument();
    unmount();
    renderWithApp(<BalancesPage />, { route: '/assets/digitalCurrency', signedIn: true });
    expect(await screen.findByRole('checkbox', { name: 'Hide small balances' })).toBeChecked();
    await rowOf('BTC');
    expect(screen.queryByRole('row', { name: /^PEPE\b/ })).toBeNull();
  }, 20_000);

  it('shows the futures account and a transfer action for its coins when the contract switch is on', async () => {
    renderWithApp(<BalancesPage />, {
      route: '/assets/digitalCurrency',
      signedIn: true,
      config: (c) => {
        c.features.contract = true;
        c.routes.push({ path: '/assets/fundTransfer', page: 'assetsTransfer', signIn: true });
      },
    });
    const futures = await screen.findByRole('region', { name: 'Futures account' });
    expect(await within(futures).findByText('USDT equity')).toBeInTheDocument();
    expect(within(futures).getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/assets/fundTransfer');
    expect(await within(await rowOf('USDT')).findByRole('link', { name: 'Transfer USDT' })).toHaveAttribute(
      'href',
      '/assets/fundTransfer?coin=USDT',
    );
    expect(within(await rowOf('BTC')).queryByRole('link', { name: 'Transfer BTC' })).toBeNull();
  }, 20_000);

  it('says when the balances cannot be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('customerAssetsGetAssets', { code: 10001, msg: 'Down', remaining: 1 });
    renderWithApp(<BalancesPage />, { route: '/assets/digitalCurrency', signedIn: true });
    const coins = screen.getByRole('region', { name: 'Your coins' });
    await user.click(await within(coins).findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await rowOf('BTC')).toBeInTheDocument();
  }, 20_000);
});
