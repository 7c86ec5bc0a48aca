import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import {
  expectOutcomeUnknown,
  expectRefusalInView,
  scrolledIntoView,
  watchToasts,
} from '../../../tests/setup/money-form.ts';
import { externalAddress } from '../../../sandbox/seed/assets-chains.ts';
import AddressBookPage from './AddressBookPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const adds = () => sandbox.calls.get('coinUserAddressAdd') ?? 0;
const bookLoads = () => sandbox.calls.get('coinUserAddressGetAllCoinUserAddress') ?? 0;
const address = externalAddress('book-test', 'ERC20');

const toasts = watchToasts();

/** Fills the new address and opens its review; gives the add dialog and the review. */
async function reviewNewAddress(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add an address' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Add a withdrawal address' });
  await user.type(within(dialog).getByLabelText('Label'), 'Cold ETH');
  await user.click(within(dialog).getByRole('combobox', { name: 'Coin' }));
  await user.click(await within(dialog).findByRole('option', { name: /^ETH/ }));
  await user.click(within(dialog).getByRole('radio', { name: 'ERC20' }));
  await user.type(within(dialog).getByLabelText('Address'), address);
  await user.click(within(dialog).getByRole('button', { name: 'Review the address' }));
  const review = await screen.findByRole('dialog', { name: 'Check the address before you save it' });
  return { dialog, review };
}

function open() {
  return renderWithApp(<AddressBookPage />, { route: '/assets/address', signedIn: true });
}

describe('AddressBookPage', () => {
  it('groups the saved addresses by coin, and saves a new one after its review, a wrong PIN keeping what was typed', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'BTC' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your saved ETH addresses' })).toHaveTextContent('MetaMask');
    const { dialog, review } = await reviewNewAddress(user);
    expect(review).toHaveTextContent('Cold ETH');
    expect(review).toHaveTextContent(address);
    await user.type(within(review).getByLabelText('Security PIN'), '000000');
    await user.click(within(review).getByRole('button', { name: 'Save the address' }));
    const pin = within(review).getByLabelText('Security PIN');
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The security PIN is wrong.'));
    expect(pin).toHaveFocus();
    expect(pin).toHaveValue('000000');
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Cold ETH');
    expect(toasts()).toEqual([]);
    await user.clear(pin);
    await user.type(pin, '123456');
    await user.dblClick(within(review).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Cold ETH has been saved to your address book.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Cold ETH/ })).toBeInTheDocument();
    expect(adds()).toBe(2);
  }, 60_000);

  it('saves once when Enter is held in the PIN field', async () => {
    const user = userEvent.setup();
    open();
    const { review } = await reviewNewAddress(user);
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText('Cold ETH has been saved to your address book.')).toBeInTheDocument();
    expect(adds()).toBe(1);
  }, 60_000);

  it('puts an address already in the book on the address field, focused, with everything typed kept', async () => {
    const user = userEvent.setup();
    open();
    const { dialog, review } = await reviewNewAddress(user);
    sandbox.knobs.forcedCodes.set('coinUserAddressAdd', { code: 30016, msg: 'exists', remaining: 1 });
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    await user.click(within(review).getByRole('button', { name: 'Save the address' }));
    const field = within(dialog).getByLabelText('Address');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This address is already in your address book.'));
    expect(field).toHaveFocus();
    expect(field).toHaveValue(address);
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Cold ETH');
    expect(screen.queryByRole('dialog', { name: 'Check the address before you save it' })).toBeNull();
  }, 60_000);

  it('shows a refusal of no field once, over the form, in view and focused, and never also as a toast', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    open();
    const { dialog, review } = await reviewNewAddress(user);
    sandbox.knobs.forcedCodes.set('coinUserAddressAdd', { code: 77001, msg: 'Address book closed', remaining: 1 });
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    await user.click(within(review).getByRole('button', { name: 'Save the address' }));
    await expectRefusalInView('Address book closed', scrolled, dialog);
    expect(toasts()).toEqual([]);
    expect(within(dialog).getByLabelText('Address')).toHaveValue(address);
  }, 60_000);

  it('says the outcome is not known when the save times out, points to the book, reloads it, and never saves again', async () => {
    const user = userEvent.setup();
    open();
    const { review } = await reviewNewAddress(user);
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    const loadsBefore = bookLoads();
    loseAnswer('coinUserAddressAdd');
    await user.click(within(review).getByRole('button', { name: 'Save the address' }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/assets/address',
      recordsName: 'Check your address book',
      confirmName: 'Save the address',
      timeout: 10_000,
    });
    expect(within(review).queryByText(/took too long/)).toBeNull();
    await waitFor(() => expect(bookLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adds()).toBe(1);
    sandbox.knobs.latency = null;
  }, 60_000);

  it('finds an address by the search in the address, and removes one after its review, once on a double click', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<AddressBookPage />, { route: '/assets/address?q=metamask', signedIn: true });
    expect(await screen.findByRole('row', { name: /MetaMask/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'BTC' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove MetaMask' }));
    const review = screen.getByRole('dialog', { name: 'Remove this address?' });
    expect(within(review).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.dblClick(within(review).getByRole('button', { name: 'Remove the address' }));
    expect(await screen.findByText('No saved address matches this search.')).toBeInTheDocument();
    expect(screen.getByText('MetaMask has been removed from your address book.')).toBeInTheDocument();
    expect(sandbox.state.assets.addresses.find((a) => a.label === 'MetaMask')?.disabled).toBe(true);
    expect(router.location.search).toBe('?q=metamask');
    expect(sandbox.calls.get('coinUserAddressDisableCoinAddress')).toBe(1);
  }, 60_000);

  it('says the outcome of a removal is not known when it times out, and never removes again', async () => {
    const user = userEvent.setup();
    renderWithApp(<AddressBookPage />, { route: '/assets/address?q=metamask', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove MetaMask' }, { timeout: 5000 }));
    const review = screen.getByRole('dialog', { name: 'Remove this address?' });
    const loadsBefore = bookLoads();
    loseAnswer('coinUserAddressDisableCoinAddress');
    await user.click(within(review).getByRole('button', { name: 'Remove the address' }));
    expect(
      await within(review).findByText('The outcome is not known yet', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Remove the address' })).toBeNull();
    expect(within(review).getByRole('link', { name: 'Check your address book' })).toBeInTheDocument();
    await waitFor(() => expect(bookLoads()).toBeGreaterThan(loadsBefore));
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    sandbox.knobs.latency = null;
    expect(sandbox.calls.get('coinUserAddressDisableCoinAddress')).toBe(1);
  }, 60_000);
});
