import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, holdAnswers, loseAnswer } from '../../../tests/setup/dom.ts';
import {
  expectOutcomeUnknown,
  expectRefusalInView,
  scrolledIntoView,
  watchToasts,
} from '../../../tests/setup/money-form.ts';
import { externalAddress } from '../../../sandbox/seed/assets-chains.ts';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import { now } from '../../../sandbox/core/clock.ts';
import { totp } from '../../../sandbox/modules/totp.ts';
import WithdrawPage, { withdrawParts } from './WithdrawPage.tsx';

// The forms and the list are in code of their own: in before the tests act on them.
beforeAll(withdrawParts.load);

type User = ReturnType<typeof userEvent.setup>;
const trc20 = externalAddress('component-test', 'TRC20');
const demo = () => sandbox.state.core.customers.list[0];
const usdt = () => balanceOf(sandbox.state.core.balances, demo().UserId, 'USDT');

async function fillUsdt(user: User, amount: string) {
  const networks = await screen.findByRole('group', { name: 'Network' }, { timeout: 5000 });
  await user.click(within(networks).getByRole('radio', { name: 'TRC20' }));
  await user.type(screen.getByLabelText('Address'), trc20);
  await user.type(screen.getByLabelText('Amount'), amount);
}

async function mailCode(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, 'demo@example.com', 'withdraw')).toBeDefined());
  return latestCode(sandbox.state.core.codes, 'demo@example.com', 'withdraw')!.code;
}

const toasts = watchToasts();

/** Fills 10 USDT and opens the review with the codes typed; gives the review. */
async function reviewTen(user: User) {
  await fillUsdt(user, '10');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
  await user.type(within(dialog).getByLabelText('Email verification code'), await mailCode(user, dialog));
  await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
  return dialog;
}

describe('WithdrawPage', () => {
  it('asks before leaving once an amount is typed, and stays when asked to', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '25');
    await user.click(await screen.findByRole('link', { name: 'All records' }));
    const ask = screen.getByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('25');
  }, 30_000);

  it('shows the fee and what arrives as the amount is typed, reviews, and applies and confirms once on a double click', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '100');
    const facts = screen.getByText('Taken from your balance').closest('dl')!;
    expect(facts).toHaveTextContent('Network fee1.0000 USDT');
    expect(facts).toHaveTextContent('The address receives100.0000 USDT');
    expect(facts).toHaveTextContent('Taken from your balance101.0000 USDT');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    expect(dialog).toHaveTextContent(trc20);
    await user.type(within(dialog).getByLabelText('Email verification code'), await mailCode(user, dialog));
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    const before = usdt().available;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Your USDT withdrawal is confirmed and on its way.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerAssetsApplyTransactionOut')).toBe(1);
    expect(sandbox.calls.get('customerAssetsConfirmTransactionOut')).toBe(1);
    expect(before.minus(usdt().available).toFixed()).toBe('101');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(await screen.findByRole('row', { name: /Confirmed/ })).toBeInTheDocument();
  }, 60_000);

  it('keeps everything typed after a wrong PIN, and the next try confirms the same withdrawal without applying again', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '50');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    const code = await mailCode(user, dialog);
    await user.type(within(dialog).getByLabelText('Email verification code'), code);
    await user.type(within(dialog).getByLabelText('Security PIN'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText('The security PIN is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email verification code')).toHaveValue(code);
    await user.clear(within(dialog).getByLabelText('Security PIN'));
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Your USDT withdrawal is confirmed and on its way.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerAssetsApplyTransactionOut')).toBe(1);
    expect(sandbox.calls.get('customerAssetsConfirmTransactionOut')).toBe(2);
  }, 60_000);

  it('refuses on their fields an amount over the daily limit and an address of another network, before sending anything', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=BTC', signedIn: true });
    await user.type(
      await screen.findByLabelText('Address', {}, { timeout: 5000 }),
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    await user.type(screen.getByLabelText('Amount'), '0.3');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      /This is over your daily limit: 0\.28822253 BTC is left today\./,
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'This is not an address of this network. Check it, and the network.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sandbox.calls.get('customerAssetsApplyTransactionOut')).toBeUndefined();
  }, 30_000);

  it('fills the address from the address book', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=ETH', signedIn: true });
    const book = await screen.findByLabelText('From your address book', {}, { timeout: 5000 });
    await user.selectOptions(book, within(book).getByRole('option', { name: /MetaMask/ }));
    const saved = sandbox.state.assets.addresses.find((a) => a.label === 'MetaMask')!;
    expect(screen.getByLabelText('Address')).toHaveValue(saved.address);
  }, 30_000);

  it('asks for the Google Authenticator code too when the account has one, and confirms with it', async () => {
    const user = userEvent.setup();
    const secret = 'JBSWY3DPEHPK3PXP';
    demo().google = { secret, enabled: true };
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=ETH', signedIn: true });
    const book = await screen.findByLabelText('From your address book', {}, { timeout: 5000 });
    await user.selectOptions(book, within(book).getByRole('option', { name: /MetaMask/ }));
    await user.type(screen.getByLabelText('Amount'), '0.1');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your ETH withdrawal' });
    await user.type(within(dialog).getByLabelText('Email verification code'), await mailCode(user, dialog));
    await user.type(within(dialog).getByLabelText('Google Authenticator code'), totp(secret, now()));
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Your ETH withdrawal is confirmed and on its way.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerAssetsConfirmTransactionOut')).toBe(1);
  }, 60_000);

  it('asks before a memo is removed and before withdrawing on a memo network without one', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=XRP', signedIn: true });
    const memo = await screen.findByLabelText('Memo (tag)', {}, { timeout: 5000 });
    await user.type(memo, '12');
    await user.clear(memo);
    const ask = screen.getByRole('dialog', { name: 'Remove the memo?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(memo).toHaveValue('12');
    await user.clear(memo);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the memo?' })).getByRole('button', { name: 'Remove the memo' }),
    );
    await user.type(screen.getByLabelText('Address'), externalAddress('x', 'XRP'));
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const noMemo = await screen.findByRole('dialog', { name: 'Withdraw without a memo?' });
    await user.click(within(noMemo).getByRole('button', { name: 'Withdraw without a memo' }));
    expect(await screen.findByRole('dialog', { name: 'Review your XRP withdrawal' })).toBeInTheDocument();
  }, 30_000);

  it('sends a customer without a security PIN to set one, and back', async () => {
    demo().pinHash = null;
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    const link = await screen.findByRole('link', { name: 'Set a security PIN' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT#pin');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  }, 30_000);

  it('cancels a withdrawal waiting for confirmation after asking, and the balance comes back', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '20');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await user.type(within(dialog).getByLabelText('Email verification code'), '000000');
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText(/A verification code is wrong/)).toBeInTheDocument();
    const before = usdt().available;
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: /Cancel the withdrawal of 20\.0000 USDT/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this withdrawal?' })).getByRole('button', {
        name: 'Cancel the withdrawal',
      }),
    );
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(usdt().available.minus(before).toFixed()).toBe('21');
  }, 30_000);

  /** A withdrawal of 20 USDT applied and waiting for its confirmation (a wrong code refused it); its Cancel. */
  const waitingWithdrawal = async (user: ReturnType<typeof userEvent.setup>) => {
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '20');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await user.type(within(dialog).getByLabelText('Email verification code'), '000000');
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await within(dialog).findByText(/A verification code is wrong/);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    return screen.findByRole('button', { name: /Cancel the withdrawal of 20\.0000 USDT/ });
  };
  const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

  it('a cancel without an answer says where to check, and offers it again only once the reloaded list still shows it waiting', async () => {
    const user = userEvent.setup();
    await user.click(await waitingWithdrawal(user));
    const review = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    loseAnswer('customerAssetsCancelApplyTransactionOut');
    const release = holdAnswers('coinTransactionOutGetUserTransactionOutList');
    await user.click(within(review).getByRole('button', { name: 'Cancel the withdrawal' }));
    expect(await within(review).findByText('The outcome is not known yet')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check this withdrawal in your records' })).toHaveAttribute(
      'href',
      '/assets/financialRecords?type=withdraw',
    );
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.getByText(/Cancellation sent, not confirmed yet/)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal of 20/ })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: /Cancel the withdrawal of 20/ })).toBeInTheDocument();
    expect(calls('customerAssetsCancelApplyTransactionOut')).toBe(1);
  }, 30_000);

  it('a refused cancel shows why over the list, focused, never also as a toast', async () => {
    const user = userEvent.setup();
    await user.click(await waitingWithdrawal(user));
    sandbox.knobs.forcedCodes.set('customerAssetsCancelApplyTransactionOut', { code: 30013, msg: 'no', remaining: 1 });
    const review = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(review).getByRole('button', { name: 'Cancel the withdrawal' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This withdrawal can no longer be cancelled');
    expect(refusal).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('says the outcome is not known yet when the apply times out, points to the records, and sends nothing again', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    await fillUsdt(user, '10');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await user.type(within(dialog).getByLabelText('Email verification code'), '123456');
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    loseAnswer('customerAssetsApplyTransactionOut');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText(/not known yet/i, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', '/assets/financialRecords?type=withdraw');
    expect(within(dialog).queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull();
    sandbox.knobs.latency = null;
  }, 30_000);

  it('applies and confirms once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    const dialog = await reviewTen(user);
    within(dialog).getByRole('button', { name: 'Confirm withdrawal' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText('Your USDT withdrawal is confirmed and on its way.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerAssetsApplyTransactionOut')).toBe(1);
    expect(sandbox.calls.get('customerAssetsConfirmTransactionOut')).toBe(1);
  }, 60_000);

  it('puts an amount the server refuses at apply on the amount field, focused, everything typed kept', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    const dialog = await reviewTen(user);
    sandbox.knobs.forcedCodes.set('customerAssetsApplyTransactionOut', { code: 30018, msg: 'limit', remaining: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/over your daily limit/));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('10');
    expect(screen.getByLabelText('Address')).toHaveValue(trc20);
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('shows a refusal of no field at apply over the form, scrolled into view and focused, and not also as a toast', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    const dialog = await reviewTen(user);
    sandbox.knobs.forcedCodes.set('customerAssetsApplyTransactionOut', {
      code: 77001,
      msg: 'Withdrawals are closed for now',
      remaining: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await expectRefusalInView('Withdrawals are closed for now', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
  }, 60_000);

  it('never sends again after a confirmation without an answer, and says where to check', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT', signedIn: true });
    const dialog = await reviewTen(user);
    loseAnswer('customerAssetsConfirmTransactionOut');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await expectOutcomeUnknown(user, dialog, {
      recordsHref: '/assets/financialRecords?type=withdraw',
      confirmName: 'Confirm withdrawal',
      timeout: 10_000,
    });
    sandbox.knobs.latency = null;
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(sandbox.calls.get('customerAssetsApplyTransactionOut')).toBe(1);
    expect(sandbox.calls.get('customerAssetsConfirmTransactionOut')).toBe(1);
  }, 60_000);

  it('keeps the memo question outside the withdrawal form, so answering it does not submit the withdrawal', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error');
    renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=XRP', signedIn: true });
    const memo = await screen.findByLabelText('Memo (tag)', {}, { timeout: 5000 });
    await user.type(memo, '12');
    await user.clear(memo);
    const ask = screen.getByRole('dialog', { name: 'Remove the memo?' });
    expect(ask.closest('form')).toBeNull();
    expect(document.querySelector('form form')).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Remove the memo' }));
    expect(screen.getByLabelText('Address')).not.toHaveAccessibleDescription(/./);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/cannot be a descendant of <form>/);
  }, 30_000);
});
