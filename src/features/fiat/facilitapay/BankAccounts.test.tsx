import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import AddBankPage from './AddBankPage.tsx';
import BankListPage from './BankListPage.tsx';
import { watchToasts } from '../../../../tests/setup/money-form.ts';

const bankAccount = {
  BankCode: '260',
  Branch: '0001',
  AccountNumber: '12345678-9',
  AccountType: 'checking',
  HolderName: 'Ana Souza',
  HolderCpf: '52998224725',
};

type User = ReturnType<typeof userEvent.setup>;
const registrations = () => sandbox.calls.get('facilitaPayRegistBankAccounts') ?? 0;
const addAccount = 'Add account';

const toasts = watchToasts();
afterEach(() => {
  sandbox.knobs.latency = null;
});

function openAdd() {
  return renderWithApp(<AddBankPage />, { route: '/fiat/FacilitaPayAddBank', signedIn: true });
}

/** Fills Ana Souza's Nubank account (with the CPF given) and asks for its review. */
async function fillAccount(user: User, cpf = '529.982.247-25') {
  const bank = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 5000 });
  await user.type(bank, 'nubank');
  await user.click(await screen.findByRole('option', { name: /Nu Pagamentos/ }));
  await user.type(screen.getByLabelText('Agency'), '0001');
  await user.type(screen.getByLabelText('Account number'), '12345678-9');
  await user.type(screen.getByLabelText('Account holder'), 'Ana Souza');
  await user.type(screen.getByLabelText("Holder's CPF"), cpf);
  await user.click(screen.getByRole('button', { name: 'Review the account' }));
}

const reviewOf = () => screen.findByRole('dialog', { name: 'Check the account before you register it' });

describe('FacilitaPay bank account form', { timeout: 60_000 }, () => {
  it('checks the CPF the Brazilian way, reviews the account and registers it once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = openAdd();
    await fillAccount(user, '529.982.247-24');
    expect(await screen.findByText('This CPF is not valid: check its last two digits.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(screen.getByLabelText("Holder's CPF"));
    await user.type(screen.getByLabelText("Holder's CPF"), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Review the account' }));
    const review = await reviewOf();
    expect(review).toHaveTextContent('Nu Pagamentos');
    expect(review).toHaveTextContent('0001 / 12345678-9');
    expect(review).toHaveTextContent('Ana Souza · 529.982.247-25');
    await user.dblClick(within(review).getByRole('button', { name: addAccount }));
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/FacilitaPayBankList'));
    expect(sandbox.state.payment.bankAccounts[0]).toMatchObject({
      BankCode: '260',
      HolderCpf: '52998224725',
      PixKey: null,
    });
    expect(registrations()).toBe(1);
  });

  it('registers once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = openAdd();
    await fillAccount(user);
    within(await reviewOf())
      .getByRole('button', { name: addAccount })
      .focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/FacilitaPayBankList'));
    expect(registrations()).toBe(1);
  });

  it('puts an account registered already on its number, focused, and a refusal of no field over the form, in view and focused, what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    const { token } = openAdd();
    await sandbox.call('facilitaPayRegistBankAccounts', { token: token!, body: bankAccount });
    await fillAccount(user);
    await user.click(within(await reviewOf()).getByRole('button', { name: addAccount }));
    const number = screen.getByLabelText('Account number');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/This bank account is registered already\./));
    expect(number).toHaveFocus();
    expect(screen.getByLabelText('Account holder')).toHaveValue('Ana Souza');

    sandbox.knobs.forcedCodes.set('facilitaPayRegistBankAccounts', { code: 'payment:0014', msg: 'five', remaining: 1 });
    await user.click(screen.getByRole('button', { name: 'Review the account' }));
    await user.click(within(await reviewOf()).getByRole('button', { name: addAccount }));
    await expectRefusalInView('You have the most bank accounts allowed (5). Delete one to add another.', scrolled);
    expect(screen.getByLabelText("Holder's CPF")).toHaveValue('529.982.247-25');
    expect(toasts()).toEqual([]);
  });

  it('says an account registered without an answer is not known yet, points to the accounts and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    openAdd();
    await fillAccount(user);
    const review = await reviewOf();
    loseAnswer('facilitaPayRegistBankAccounts');
    await user.click(within(review).getByRole('button', { name: addAccount }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'My Brazilian bank accounts' })).toHaveAttribute(
      'href',
      '/fiat/FacilitaPayBankList',
    );
    expect(within(review).queryByRole('button', { name: addAccount })).toBeNull();
    await user.keyboard('{Enter}');
    expect(registrations()).toBe(1);
  });
});

describe('FacilitaPay bank accounts: editing and deleting', { timeout: 60_000 }, () => {
  it('edits an account from its values, and deletes one once after its review, Back sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithApp(<BankListPage />, { route: '/fiat/FacilitaPayBankList', signedIn: true });
    const account = (await sandbox.call('facilitaPayRegistBankAccounts', { token: first.token!, body: bankAccount }))
      .body as { Data: { Id: number } };
    first.unmount();
    const edit = renderWithApp(<AddBankPage />, {
      route: `/fiat/FacilitaPayAddBank?id=${account.Data.Id}`,
      signedIn: true,
    });
    expect(await screen.findByLabelText("Holder's CPF", {}, { timeout: 5000 })).toHaveValue('529.982.247-25');
    await user.selectOptions(screen.getByLabelText('Account type'), 'savings');
    await user.click(screen.getByRole('button', { name: 'Review the account' }));
    const review = await screen.findByRole('dialog', { name: 'Check the account before you save the changes' });
    expect(review).toHaveTextContent('Savings');
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(edit.router.location.pathname).toBe('/fiat/FacilitaPayBankList'));
    expect(sandbox.state.payment.bankAccounts[0].AccountType).toBe('savings');
    edit.unmount();

    renderWithApp(<BankListPage />, { route: '/fiat/FacilitaPayBankList', signedIn: true });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the Nu Pagamentos (Nubank) account' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this bank account?' });
    expect(dialog).toHaveTextContent('0001 / 12345678-9');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(sandbox.state.payment.bankAccounts).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete the Nu Pagamentos (Nubank) account' }));
    await user.dblClick(
      within(screen.getByRole('dialog', { name: 'Delete this bank account?' })).getByRole('button', {
        name: 'Delete account',
      }),
    );
    expect(await screen.findByText('Your Nu Pagamentos (Nubank) account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('You have no bank account registered yet.')).toBeInTheDocument();
    expect(sandbox.calls.get('facilitaPayDelBankAccounts')).toBe(1);
  });
});
