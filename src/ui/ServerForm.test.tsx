import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sandbox } from '../../tests/setup/dom.ts';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { bodyOf, dataOf, tokenOf } from '../../sandbox/testing.ts';
import { fromReceiptFormField, type ServerField } from '../lib/server-form.ts';
import { ServerForm, type ServerFormRefusal } from './ServerForm.tsx';

/** The sandbox's form of its first receipt channel (a Nigerian bank account), in English. */
async function bankAccountForm(): Promise<ServerField[]> {
  const form = dataOf<{ Fields: Parameters<typeof fromReceiptFormField>[0][] }>(
    await sandbox.call('legalPaymentGetReceiptPaymentMethodFormAsync', { body: { receiptPaymentMethodId: 1 } }),
  );
  return form.Fields.map(fromReceiptFormField);
}

/** Saves a receipt method in the sandbox, answering its refusal as the app's call() would give it. */
async function saveReceiptMethod(values: Record<string, string>): Promise<ServerFormRefusal | void> {
  const answer = await sandbox.call('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync', {
    token: tokenOf(sandbox),
    body: { ReceiptPaymentMethodId: 1, Fields: values },
  });
  const { StatusCode, Msg } = bodyOf(answer);
  if (StatusCode !== 200) return { message: Msg };
}

const optional = (field: ServerField): ServerField => ({ ...field, required: false });

describe('ServerForm', () => {
  it('draws the fields the server describes, with native selects and the right keyboards', async () => {
    const fields = await bankAccountForm();
    renderInEnglish(
      <ServerForm
        fields={[...fields, optional({ ...fields[2], name: 'Nickname', label: 'Nickname' })]}
        submitLabel="Save"
        onSubmit={() => {}}
      />,
    );
    const bank = screen.getByRole('combobox', { name: 'Bank name' });
    expect(bank.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'GTBank' })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Account number' });
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('maxlength', '18');
    expect(number).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' })).not.toHaveAttribute('aria-required');
  });

  it('checks the values by the description before sending, and sends them trimmed by name', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInEnglish(<ServerForm fields={await bankAccountForm()} submitLabel="Save" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      'Enter a number, with digits only.',
    );
    expect(screen.getByText('Account holder name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank name' }), 'GTBank');
    await user.clear(screen.getByRole('textbox', { name: 'Account number' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), '  Ada Okafor ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account number is not in the expected format.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '6789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      BankName: 'GTBank',
      AccountNumber: '123456789',
      AccountName: 'Ada Okafor',
    });
  });

  it('puts a refusal that names a field on that field, keeping what was typed', async () => {
    const user = userEvent.setup();
    // A description that has not caught up with the server: it does not know the account number's pattern.
    const fields = (await bankAccountForm()).map((f) => (f.name === 'AccountNumber' ? { ...f, pattern: null } : f));
    renderInEnglish(<ServerForm fields={fields} submitLabel="Save" onSubmit={saveReceiptMethod} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank name' }), 'GTBank');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Ada Okafor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const number = screen.getByRole('textbox', { name: 'Account number' });
    expect(await screen.findByText('Not accepted: is not valid')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(number).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toHaveValue('Ada Okafor');
  });

  it('puts a refusal given later (after a review) on its field once for each refusal, keeping what was typed', async () => {
    const user = userEvent.setup();
    const fields = [optional((await bankAccountForm())[2])];
    const form = (refusal: ServerFormRefusal | null) => (
      <ServerForm fields={fields} submitLabel="Review" onSubmit={() => {}} refusal={refusal} />
    );
    const { rerender } = renderInEnglish(form(null));
    const name = screen.getByRole('textbox', { name: /Account holder name/ });
    await user.type(name, 'Someone Else');
    expect(name).not.toHaveAttribute('aria-invalid');
    rerender(form({ message: 'Fields.AccountName: must be your verified name' }));
    expect(await screen.findByText('Not accepted: must be your verified name')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Someone Else');
  });

  it('shows a refusal about no field over the form', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <ServerForm
        fields={[optional((await bankAccountForm())[2])]}
        submitLabel="Save"
        onSubmit={async () => ({ message: 'A channel keeps at most 3 methods.' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A channel keeps at most 3 methods.');
  });

  it('sends once for a double click', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderInEnglish(
      <ServerForm fields={[optional((await bankAccountForm())[2])]} submitLabel="Save" onSubmit={onSubmit} />,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
