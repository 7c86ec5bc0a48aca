import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import AddBankPage from './AddBankPage.tsx';
import BankListPage from './BankListPage.tsx';

const bankAccount = {
  BankCode: '260',
  Branch: '0001',
  AccountNumber: '12345678-9',
  AccountType: 'checking',
  HolderName: 'Ana Souza',
  HolderCpf: '52998224725',
};

describe('FacilitaPay bank accounts', { timeout: 30_000 }, () => {
  it('adds an account, checking the CPF the Brazilian way, and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<AddBankPage />, { route: '/fiat/FacilitaPayAddBank', signedIn: true });
    const bank = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 5000 });
    await user.type(bank, 'nubank');
    await user.click(await screen.findByRole('option', { name: /Nu Pagamentos/ }));
    await user.type(screen.getByLabelText('Agency'), '0001');
    await user.type(screen.getByLabelText('Account number'), '12345678-9');
    await user.type(screen.getByLabelText('Account holder'), 'Ana Souza');
    await user.type(screen.getByLabelText("Holder's CPF"), '529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('This CPF is not valid: check its last two digits.')).toBeInTheDocument();
    expect(sandbox.calls.get('facilitaPayRegistBankAccounts')).toBeUndefined();

    await user.clear(screen.getByLabelText("Holder's CPF"));
    await user.type(screen.getByLabelText("Holder's CPF"), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/FacilitaPayBankList'));
    expect(sandbox.state.payment.bankAccounts[0]).toMatchObject({
      BankCode: '260',
      HolderCpf: '52998224725',
      PixKey: null,
    });
  });

  it('says an account registered already, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { token } = renderWithApp(<AddBankPage />, { route: '/fiat/FacilitaPayAddBank', signedIn: true });
    await sandbox.call('facilitaPayRegistBankAccounts', { token: token!, body: bankAccount });
    const bank = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 5000 });
    await user.type(bank, '260');
    await user.click(await screen.findByRole('option', { name: /Nu Pagamentos/ }));
    await user.type(screen.getByLabelText('Agency'), '0001');
    await user.type(screen.getByLabelText('Account number'), '12345678-9');
    await user.type(screen.getByLabelText('Account holder'), 'Ana Souza');
    await user.type(screen.getByLabelText("Holder's CPF"), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank account is registered already.');
    expect(screen.getByLabelText('Account holder')).toHaveValue('Ana Souza');
  });

  it('edits an account from its values, and deletes one only after asking', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(edit.router.location.pathname).toBe('/fiat/FacilitaPayBankList'));
    expect(sandbox.state.payment.bankAccounts[0].AccountType).toBe('savings');
    edit.unmount();

    renderWithApp(<BankListPage />, { route: '/fiat/FacilitaPayBankList', signedIn: true });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the Nu Pagamentos (Nubank) account' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this bank account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
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
