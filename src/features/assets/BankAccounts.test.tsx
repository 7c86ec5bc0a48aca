import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../tests/setup/money-form.ts';
import WithdrawPage, { withdrawParts } from './WithdrawPage.tsx';
import { watchToasts } from '../../../tests/setup/money-form.ts';

// The forms and the list are in code of their own: in before the tests act on them.
beforeAll(withdrawParts.load);

type User = ReturnType<typeof userEvent.setup>;
const creates = () => sandbox.calls.get('digitalFiatCreateBankAccount') ?? 0;
const deletes = () => sandbox.calls.get('digitalFiatDeleteBankAccount') ?? 0;
const accountLoads = () => sandbox.calls.get('digitalFiatGetBankAccountList') ?? 0;
const add = 'Add the account';

const toasts = watchToasts();
afterEach(() => {
  sandbox.knobs.latency = null;
});

function open() {
  return renderWithApp(<WithdrawPage />, { route: '/assets/withdraw?coin=USDT&to=bank', signedIn: true });
}

/** Fills a new pay-out account and opens its review; gives the account dialog and the review. */
async function reviewNewAccount(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add a bank account' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
  const bank = await within(dialog).findByLabelText('Bank', {}, { timeout: 5000 });
  await waitFor(() => expect(within(bank).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(bank, within(bank).getAllByRole('option')[1]);
  await user.type(within(dialog).getByLabelText('Account number'), '0555123456');
  await user.type(within(dialog).getByLabelText('Account name'), 'Ada Obi');
  await user.click(within(dialog).getByRole('button', { name: 'Review the account' }));
  const review = await screen.findByRole('dialog', { name: 'Check the account before you add it' });
  return { dialog, review };
}

describe('Pay-out bank accounts', { timeout: 60_000 }, () => {
  it('reviews a new account with every value and adds it once on a double click, choosing it', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const { review } = await reviewNewAccount(user);
    expect(review).toHaveTextContent('0555123456');
    expect(review).toHaveTextContent('Ada Obi');
    await user.dblClick(within(review).getByRole('button', { name: add }));
    expect(await screen.findByRole('radio', { name: /0555123456/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(creates()).toBe(1);
  });

  it('puts a refusal naming a field on it, focused, and one of the account over the form, in view and focused, what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    open();
    const { dialog, review } = await reviewNewAccount(user);
    sandbox.knobs.forcedCodes.set('digitalFiatCreateBankAccount', {
      code: 10001,
      msg: 'Fields.AccountNumber: is not an account at this bank',
      remaining: 1,
    });
    await user.click(within(review).getByRole('button', { name: add }));
    const number = within(dialog).getByLabelText('Account number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Not accepted: is not an account at this bank'));
    expect(number).toHaveFocus();
    expect(number).toHaveValue('0555123456');
    expect(within(dialog).getByLabelText('Account name')).toHaveValue('Ada Obi');

    sandbox.knobs.forcedCodes.set('digitalFiatCreateBankAccount', { code: 30021, msg: 'saved', remaining: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Review the account' }));
    const again = await screen.findByRole('dialog', { name: 'Check the account before you add it' });
    await user.click(within(again).getByRole('button', { name: add }));
    await expectRefusalInView('This bank account is saved already.', scrolled, dialog);
    expect(number).toHaveValue('0555123456');
    expect(toasts()).toEqual([]);
    expect(creates()).toBe(2);
  });

  it('says an account added without an answer is not known yet, reloads the accounts and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const { review } = await reviewNewAccount(user);
    const loadsBefore = accountLoads();
    loseAnswer('digitalFiatCreateBankAccount');
    await user.click(within(review).getByRole('button', { name: add }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your bank accounts' })).toHaveAttribute(
      'href',
      '/assets/withdraw?coin=USDT&to=bank',
    );
    expect(within(review).queryByRole('button', { name: add })).toBeNull();
    await waitFor(() => expect(accountLoads()).toBeGreaterThan(loadsBefore));
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(creates()).toBe(1);
  });

  it('reviews which account goes, deletes it once when Enter is held, and shows a refusal in the review, focused', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete the account 0123456789' }, { timeout: 5000 }));
    let review = screen.getByRole('dialog', { name: 'Delete this bank account?' });
    expect(review).toHaveTextContent('0123456789');
    sandbox.knobs.forcedCodes.set('digitalFiatDeleteBankAccount', { code: 10004, msg: 'gone', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: 'Delete the account' }));
    const alert = await within(review).findByRole('alert');
    expect(alert).toHaveTextContent('This bank account no longer exists.');
    expect(alert).toHaveFocus();
    expect(toasts()).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: 'Delete the account 0123456789' }));
    review = screen.getByRole('dialog', { name: 'Delete this bank account?' });
    within(review).getByRole('button', { name: 'Delete the account' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /0123456789/ })).toBeNull());
    expect(deletes()).toBe(2);
  });
});
