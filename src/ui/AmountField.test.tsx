import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { renderInLanguage } from '../../tests/setup/render-in-language.tsx';
import { AmountField } from './AmountField.tsx';

/** A form whose amount was refused, showing the refusal as the field's error. */
function RefusedForm({
  changed,
  submitted,
}: {
  changed: (amount: string) => void;
  submitted: (amount: string) => void;
}) {
  const form = useForm({ defaultValues: { amount: '5' } });
  useEffect(() => form.setError('amount', { message: 'Over your balance' }), [form]);
  return (
    <form onSubmit={form.handleSubmit(({ amount }) => submitted(amount))}>
      <AmountField
        form={form}
        name="amount"
        label="Amount"
        precision={2}
        unit="USDT"
        onChange={changed}
        error={form.formState.errors.amount?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('AmountField', () => {
  it('holds the form’s amount and drops its error as soon as the customer types again', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    const submitted = vi.fn();
    renderInLanguage(<RefusedForm changed={changed} submitted={submitted} />, 'en');
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('5');
    expect(await screen.findByText('Over your balance')).toBeInTheDocument();
    await user.type(amount, '0');
    expect(screen.queryByText('Over your balance')).toBeNull();
    expect(changed).toHaveBeenLastCalledWith('50');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith('50');
  });
});
