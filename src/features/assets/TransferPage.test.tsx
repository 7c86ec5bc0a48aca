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
import { balanceOf } from '../../../sandbox/state/balances.ts';
import TransferPage from './TransferPage.tsx';

const demoId = () => sandbox.state.core.customers.list[0].UserId;
const futures = () => balanceOf(sandbox.state.core.contractBalances, demoId(), 'USDT').available;
const contractOn = {
  route: '/assets/fundTransfer?coin=USDT',
  signedIn: true,
  config: (c: { features: { contract: boolean } }) => void (c.features.contract = true),
};

type User = ReturnType<typeof userEvent.setup>;
const transfers = () => sandbox.calls.get('transferAddTransfer') ?? 0;

const toasts = watchToasts();

/** Types 25 USDT to move to the futures account and opens its review; gives the amount field and the review. */
async function reviewTransfer(user: User) {
  renderWithApp(<TransferPage />, { ...contractOn });
  const amount = await screen.findByLabelText('Amount to transfer', {}, { timeout: 5000 });
  await screen.findByText('Available in the Futures account');
  await user.type(amount, '25');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const review = screen.getByRole('dialog', { name: 'Review your USDT transfer' });
  return { amount, review, confirm: within(review).getByRole('button', { name: 'Confirm transfer' }) };
}

describe('TransferPage', () => {
  it('moves USDT to the futures account once on a double click after a review, and back after switching the direction', async () => {
    const user = userEvent.setup();
    renderWithApp(<TransferPage />, contractOn);
    const amount = await screen.findByLabelText('Amount to transfer', {}, { timeout: 5000 });
    expect(await screen.findByText('Available in the Futures account')).toBeInTheDocument();
    await user.type(amount, '99999999');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(amount).toHaveAccessibleDescription(/This is more than can move/);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = screen.getByRole('dialog', { name: 'Review your USDT transfer' });
    expect(review).toHaveTextContent('Spot account');
    const futuresBefore = futures();
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText(/100(\.0+)? USDT moved to your Futures account\./)).toBeInTheDocument();
    expect(sandbox.calls.get('transferAddTransfer')).toBe(1);
    expect(futures().minus(futuresBefore).toFixed()).toBe('100');
    await waitFor(() =>
      expect(screen.getAllByRole('row', { name: /Spot account → Futures account/ })[0]).toHaveTextContent(
        /100(\.0+)? USDT/,
      ),
    );

    await user.click(
      screen.getByRole('button', { name: /Switch: transfer from the Futures account to the Spot account/ }),
    );
    await user.type(screen.getByLabelText('Amount to transfer'), '40');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Review your USDT transfer' })).getByRole('button', {
        name: 'Confirm transfer',
      }),
    );
    expect(await screen.findByText(/40(\.0+)? USDT moved to your Spot account\./)).toBeInTheDocument();
    await waitFor(() => expect(futures().minus(futuresBefore).toFixed()).toBe('60'));
  }, 60_000);

  it('says transfers are not available when the futures product is off', async () => {
    renderWithApp(<TransferPage />, { route: '/assets/fundTransfer', signedIn: true });
    expect(await screen.findByText('Transfers between accounts are not available on this site.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to transfer')).toBeNull();
  }, 20_000);

  it('moves once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    const { confirm } = await reviewTransfer(user);
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText(/25(\.0+)? USDT moved to your Futures account\./)).toBeInTheDocument();
    expect(transfers()).toBe(1);
  }, 60_000);

  it('puts a refusal for more than can move on the amount, focused, the amount kept and no toast', async () => {
    const user = userEvent.setup();
    const { amount, confirm } = await reviewTransfer(user);
    sandbox.knobs.forcedCodes.set('transferAddTransfer', { code: 30001, msg: 'insufficient', remaining: 1 });
    await user.click(confirm);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/no longer has this much available/));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('25');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('shows a refusal of no field once, over the form, in view and focused, the amount kept', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    const { amount, confirm } = await reviewTransfer(user);
    sandbox.knobs.forcedCodes.set('transferAddTransfer', { code: 77001, msg: 'Transfers closed', remaining: 1 });
    await user.click(confirm);
    await expectRefusalInView('Transfers closed', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue('25');
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('says the outcome is not known when the transfer times out, points to the records, and never moves again', async () => {
    const user = userEvent.setup();
    const { review, confirm } = await reviewTransfer(user);
    loseAnswer('transferAddTransfer');
    await user.click(confirm);
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/assets/financialRecords?type=transfer',
      confirmName: 'Confirm transfer',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Amount to transfer')).toHaveValue('');
    sandbox.knobs.latency = null;
    expect(transfers()).toBe(1);
  }, 60_000);
});
