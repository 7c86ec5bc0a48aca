import { describe, expect, it, vi } from 'vitest';
import { useState, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { renderInLanguage } from '../../tests/setup/render-in-language.tsx';
import { Decimal } from '../lib/decimal.ts';
import type { Language } from '../lib/language.ts';
import { formatFiat } from '../lib/number-format/format.ts';
import { AmountInput } from './AmountInput.tsx';

type Props = Omit<ComponentProps<typeof AmountInput>, 'value' | 'onChange' | 'label'>;

/** A form that holds the amount as state, and tells each amount it is handed. */
function Held({ initial = '', handed, ...props }: Props & { initial?: string; handed: (amount: string) => void }) {
  const [amount, setAmount] = useState(initial);
  return (
    <AmountInput
      label="Amount"
      value={amount}
      onChange={(next) => {
        handed(next);
        setAmount(next);
      }}
      {...props}
    />
  );
}

function renderHeld(props: Props & { initial?: string }, language: Language = 'en') {
  const handed = vi.fn<(amount: string) => void>();
  renderInLanguage(<Held handed={handed} {...props} />, language);
  return { handed, input: screen.getByLabelText('Amount') as HTMLInputElement, user: userEvent.setup() };
}

describe('AmountInput', () => {
  it('reads 1,5 typed in French as 1.5 and shows the comma back', async () => {
    const { handed, input, user } = renderHeld({ precision: 8 }, 'fr');
    await user.type(input, '1,5');
    expect(handed).toHaveBeenLastCalledWith('1.5');
    expect(input).toHaveValue('1,5');
  });

  it('reads a comma as a group separator in English', async () => {
    const { handed, input, user } = renderHeld({ precision: 8 });
    await user.type(input, '1,5');
    expect(handed).toHaveBeenLastCalledWith('15');
    expect(input).toHaveValue('15');
  });

  it('reads 1,234.5678 BTC pasted at precision 4 in English as 1234.5678', async () => {
    const { handed, input, user } = renderHeld({ precision: 4, unit: 'BTC' });
    await user.click(input);
    await user.paste('1,234.5678 BTC');
    expect(handed).toHaveBeenLastCalledWith('1234.5678');
    expect(input).toHaveValue('1234.5678');
  });

  it('reads an English amount pasted into a French field by its last mark', async () => {
    const { handed, input, user } = renderHeld({ precision: 4 }, 'fr');
    await user.click(input);
    await user.paste('1,234.56789');
    expect(handed).toHaveBeenLastCalledWith('1234.5678');
    expect(input).toHaveValue('1234,5678');
  });

  it('caps the decimals at the precision, truncating', async () => {
    const { handed, input, user } = renderHeld({ precision: 2 });
    await user.type(input, '0.129');
    expect(handed).toHaveBeenLastCalledWith('0.12');
    expect(input).toHaveValue('0.12');
  });

  it('drops the decimals at precision 0, never joining them to the whole number', async () => {
    const { handed, input, user } = renderHeld({ precision: 0 });
    await user.type(input, '12.59');
    expect(handed).toHaveBeenLastCalledWith('12');
    expect(handed).not.toHaveBeenCalledWith('125');
    await user.tab();
    expect(input).toHaveValue('12');
  });

  it('removes leading dots and anything that is not a digit', async () => {
    const { handed, input, user } = renderHeld({ precision: 4 });
    await user.type(input, '..5a');
    expect(handed).toHaveBeenLastCalledWith('5');
    expect(input).toHaveValue('5');
  });

  it('hands the form 12 while the customer has typed 12, on the way to 12,5, and tidies the field on leaving it', async () => {
    const { handed, input, user } = renderHeld({ precision: 4 }, 'fr');
    await user.type(input, '12,');
    expect(handed).toHaveBeenLastCalledWith('12');
    expect(input).toHaveValue('12,');
    await user.tab();
    expect(input).toHaveValue('12');
  });

  it('shows an amount set by the form in the page language', () => {
    const { input } = renderHeld({ precision: 8, initial: '0.25' }, 'fr');
    expect(input).toHaveValue('0,25');
  });

  describe('Max', () => {
    it('puts the available amount, truncated to the precision, in the field', async () => {
      const { handed, input, user } = renderHeld({ precision: 4, unit: 'BTC', max: { amount: '1.23456789' } });
      await user.click(screen.getByRole('button', { name: 'Max: 1.2345\u00a0BTC' }));
      expect(handed).toHaveBeenLastCalledWith('1.2345');
      expect(input).toHaveValue('1.2345');
    });

    it('says when the available amount is already net of fees, in the page language', async () => {
      const { handed, input, user } = renderHeld(
        { precision: 2, unit: 'USDT', max: { amount: new Decimal('1234.5'), afterFees: true } },
        'fr',
      );
      await user.click(screen.getByRole('button', { name: 'Max après frais : 1\u202f234,50\u00a0USDT' }));
      expect(handed).toHaveBeenLastCalledWith('1234.5');
      expect(input).toHaveValue('1234,5');
    });

    it('cannot be used when nothing is available', () => {
      renderHeld({ precision: 4, max: { amount: '0.00001' } });
      expect(screen.getByRole('button', { name: /^Max/ })).toBeDisabled();
    });
  });

  it('updates the value in the display currency as the customer types', async () => {
    const rate = new Decimal('1500');
    function Converted() {
      const [amount, setAmount] = useState('');
      const approx = amount ? formatFiat(new Decimal(amount).times(rate), 'en', { currency: 'NGN' }) : null;
      return <AmountInput label="Amount" value={amount} onChange={setAmount} precision={8} approx={approx} />;
    }
    const { container } = renderInLanguage(<Converted />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Amount');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    await user.type(input, '2');
    expect(screen.getByText('≈ ₦3,000.00')).toBeInTheDocument();
    await user.type(input, '.5');
    expect(screen.getByText('≈ ₦3,750.00')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('≈ ₦3,750.00');
  });

  it('wires the label, unit, hint and error for assistive technology', () => {
    renderInLanguage(
      <AmountInput
        label="Amount"
        value=""
        onChange={() => {}}
        precision={8}
        unit="BTC"
        hint="At least 0.001 BTC"
        error="Enter an amount"
      />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('BTC At least 0.001 BTC Enter an amount');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
  });

  it("gives react-hook-form's Controller a plain decimal string", async () => {
    const submitted = vi.fn();
    function WithdrawForm() {
      const { control, handleSubmit } = useForm({ defaultValues: { amount: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Controller
            name="amount"
            control={control}
            render={({ field }) => <AmountInput label="Montant" precision={8} unit="BTC" {...field} />}
          />
          <button type="submit">Envoyer</button>
        </form>
      );
    }
    renderInLanguage(<WithdrawForm />, 'fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Montant'), '0,0015');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(submitted).toHaveBeenCalledWith({ amount: '0.0015' }, expect.anything());
  });
});
