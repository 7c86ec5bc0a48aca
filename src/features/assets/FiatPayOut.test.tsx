import { beforeAll, describe, expect, it } from 'vitest';
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
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import WithdrawPage, { withdrawParts } from './WithdrawPage.tsx';

// The forms and the list are in code of their own: in before the tests act on them.
beforeAll(withdrawParts.load);

type User = ReturnType<typeof userEvent.setup>;
const payOuts = () => sandbox.calls.get('digitalFiatCreateWithdrawOrder') ?? 0;

const toasts = watchToasts();

/** Chooses the saved bank account, types 10 USDT and opens the review with the mailed code and the PIN typed. */
async function reviewPayOut(user: User) {
  renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT&to=bank', signedIn: true });
  await user.click(await screen.findByRole('radio', { name: /0123456789/ }, { timeout: 5000 }));
  const amount = screen.getByLabelText('Amount of USDT to sell');
  await user.type(amount, '10');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const review = screen.getByRole('dialog', { name: 'Review your pay-out' });
  expect(review).toHaveTextContent('0123456789');
  await user.click(within(review).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, 'demo@example.com', 'fiatWithdraw')).toBeDefined());
  const code = latestCode(sandbox.state.core.codes, 'demo@example.com', 'fiatWithdraw')!.code;
  await user.type(within(review).getByLabelText('Email verification code'), code);
  await user.type(within(review).getByLabelText('Security PIN'), '123456');
  return { amount, review, confirm: within(review).getByRole('button', { name: 'Confirm pay-out' }) };
}

describe('FiatPayOut', () => {
  it('pays out once on a double click after the review', async () => {
    const user = userEvent.setup();
    const { confirm } = await reviewPayOut(user);
    await user.dblClick(confirm);
    expect(await screen.findByText(/Your pay-out is being processed\./)).toBeInTheDocument();
    expect(payOuts()).toBe(1);
  }, 60_000);

  it('pays out once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    const { confirm } = await reviewPayOut(user);
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText(/Your pay-out is being processed\./)).toBeInTheDocument();
    expect(payOuts()).toBe(1);
  }, 60_000);

  it('puts an amount outside the limits on the amount, focused, what was typed kept and no toast', async () => {
    const user = userEvent.setup();
    const { amount, confirm } = await reviewPayOut(user);
    sandbox.knobs.forcedCodes.set('digitalFiatCreateWithdrawOrder', { code: 30020, msg: 'range', remaining: 1 });
    await user.click(confirm);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/This amount is outside the payment method’s limits\./),
    );
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('10');
    expect(screen.getByRole('radio', { name: /0123456789/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('shows a refusal of no field once in the review, in view and focused, the confirmation kept', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    const { review, confirm } = await reviewPayOut(user);
    sandbox.knobs.forcedCodes.set('digitalFiatCreateWithdrawOrder', {
      code: 77001,
      msg: 'Pay-outs closed',
      remaining: 1,
    });
    await user.click(confirm);
    await expectRefusalInView('Pay-outs closed', scrolled, review);
    expect(within(review).getByLabelText('Security PIN')).toHaveValue('123456');
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('says the outcome is not known when the pay-out times out, points to the records, and never pays out again', async () => {
    const user = userEvent.setup();
    const { review, confirm } = await reviewPayOut(user);
    loseAnswer('digitalFiatCreateWithdrawOrder');
    await user.click(confirm);
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/assets/financialRecords?type=fiat',
      confirmName: 'Confirm pay-out',
    });
    expect(screen.queryByRole('dialog', { name: 'Review your pay-out' })).toBeNull();
    sandbox.knobs.latency = null;
    expect(payOuts()).toBe(1);
  }, 60_000);
});
