import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { depositAddress } from '../../../sandbox/seed/assets-chains.ts';
import DepositPage from './DepositPage.tsx';

const demoId = () => sandbox.state.core.customers.list[0].UserId;

describe('DepositPage', () => {
  it('never chooses a network for a coin that has several, then shows the address with its copy button, QR code and warnings', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<DepositPage />, { route: '/assets/recharge?coin=USDT', signedIn: true });
    const networks = await screen.findByRole('group', { name: 'Network' }, { timeout: 5000 });
    expect(
      within(networks)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    expect(screen.getByText('Choose the network you will send on.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your USDT address/ })).toBeNull();
    await user.click(within(networks).getByRole('radio', { name: 'TRC20' }));
    expect(router.location.search).toBe('?coin=USDT&chain=TRC20');
    const card = await screen.findByRole('region', { name: 'Your USDT address on TRC20' });
    const address = depositAddress(demoId(), 'USDT', 'TRC20').address;
    expect(await within(card).findByText(address)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Copy ?Deposit address$/ })).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'QR code of your USDT deposit address' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Send only USDT on the TRC20 network');
    expect(card).toHaveTextContent('20');
    expect(within(card).queryByText('Memo (tag)')).toBeNull();
    const recent = screen.getByRole('region', { name: 'Your latest USDT deposits' });
    expect(await within(recent).findByText(/Confirming \d+\/20/)).toBeInTheDocument();
  }, 20_000);

  it('shows the memo as prominently as the address, with its own copy button and QR code, on a memo network', async () => {
    renderWithApp(<DepositPage />, { route: '/assets/recharge?coin=XRP', signedIn: true });
    const card = await screen.findByRole('region', { name: 'Your XRP address on XRP' }, { timeout: 5000 });
    const { memo } = depositAddress(demoId(), 'XRP', 'XRP');
    expect(await within(card).findByText(memo!)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Copy ?Memo \(tag\)$/ })).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'QR code of your XRP deposit memo' })).toBeInTheDocument();
    expect(card).toHaveTextContent('A XRP deposit without the memo cannot be credited and is lost.');
  }, 20_000);

  it('says while the address is being made, and when it cannot be made, with a retry that works', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('coinAddressGetAddress', { code: 30015, msg: 'Deposits are paused', remaining: 1 });
    renderWithApp(<DepositPage />, { route: '/assets/recharge?coin=BTC', signedIn: true });
    expect(
      await screen.findByText('Your deposit address is being made. This takes a few seconds.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your deposit address could not be made. Try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: 'Your BTC address on BTC' });
    await waitFor(() =>
      expect(within(card).getByText(depositAddress(demoId(), 'BTC', 'BTC').address)).toBeInTheDocument(),
    );
  }, 20_000);

  it('offers a coin whose deposits are paused, but not to choose it', async () => {
    const user = userEvent.setup();
    renderWithApp(<DepositPage />, { route: '/assets/recharge', signedIn: true });
    const picker = await screen.findByRole('combobox', { name: 'Coin' }, { timeout: 5000 });
    await user.type(picker, 'ETC');
    const option = await screen.findByRole('option', { name: /ETC/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('Deposits are paused');
    await user.keyboard('{Escape}');
    await user.clear(picker);
    await user.type(picker, 'sol{Enter}');
    expect(await screen.findByRole('region', { name: 'Your SOL address on SOL' })).toBeInTheDocument();
  }, 20_000);
});
