import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { externalAddress } from '../../../sandbox/seed/assets-chains.ts';
import AddressBookPage from './AddressBookPage.tsx';

describe('AddressBookPage', () => {
  it('groups the saved addresses by coin, and saves a new one with the PIN, a wrong PIN keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<AddressBookPage />, { route: '/assets/address', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'BTC' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your saved ETH addresses' })).toHaveTextContent('MetaMask');

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a withdrawal address' });
    await user.type(within(dialog).getByLabelText('Label'), 'Cold ETH');
    await user.click(within(dialog).getByRole('combobox', { name: 'Coin' }));
    await user.click(await within(dialog).findByRole('option', { name: /^ETH/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'ERC20' }));
    const address = externalAddress('book-test', 'ERC20');
    await user.type(within(dialog).getByLabelText('Address'), address);
    await user.type(within(dialog).getByLabelText('Security PIN'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await within(dialog).findByText('The security PIN is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Cold ETH');
    expect(within(dialog).getByLabelText('Address')).toHaveValue(address);
    await user.clear(within(dialog).getByLabelText('Security PIN'));
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Cold ETH has been saved to your address book.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Cold ETH/ })).toBeInTheDocument();
  }, 60_000);

  it('finds an address by the search in the address, and removes one after asking', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<AddressBookPage />, { route: '/assets/address?q=metamask', signedIn: true });
    expect(await screen.findByRole('row', { name: /MetaMask/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'BTC' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove MetaMask' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this address?' })).getByRole('button', {
        name: 'Remove the address',
      }),
    );
    expect(await screen.findByText('No saved address matches this search.')).toBeInTheDocument();
    expect(sandbox.state.assets.addresses.find((a) => a.label === 'MetaMask')?.disabled).toBe(true);
    expect(router.location.search).toBe('?q=metamask');
    await waitFor(() => expect(sandbox.calls.get('coinUserAddressDisableCoinAddress')).toBe(1));
  }, 60_000);
});
