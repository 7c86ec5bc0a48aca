import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const networks = [
  { value: 'TRC20', label: 'Tron (TRC20)' },
  { value: 'ERC20', label: 'Ethereum (ERC20)' },
];

describe('SelectField', () => {
  it('is a select named by its label and described by its hint, opening on its placeholder', () => {
    render(<SelectField label="Network" hint="The network you send on." placeholder="Choose…" options={networks} />);
    const select = screen.getByRole('combobox', { name: 'Network' });
    expect(select).toHaveAccessibleDescription('The network you send on.');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Tron (TRC20)',
      'Ethereum (ERC20)',
    ]);
  });

  it('offers only its options when it has no placeholder', () => {
    render(<SelectField label="Network" options={networks} defaultValue="ERC20" />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveValue('ERC20');
  });

  it('hands the choice to the form', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    function Withdraw() {
      const { register, handleSubmit } = useForm<{ network: string }>({ defaultValues: { network: '' } });
      return (
        <form onSubmit={handleSubmit(submit)}>
          <SelectField label="Network" placeholder="Choose…" options={networks} field={register('network')} />
          <button type="submit">Next</button>
        </form>
      );
    }
    render(<Withdraw />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'Tron (TRC20)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(submit).toHaveBeenCalledWith({ network: 'TRC20' }, expect.anything());
  });

  it('says its error and marks itself invalid', () => {
    render(<SelectField label="Network" placeholder="Choose…" options={networks} error="Choose a network." />);
    const select = screen.getByRole('combobox', { name: 'Network' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a network.');
  });

  it('puts its class on the field, not on the select', () => {
    render(<SelectField label="Area code" className="area-code" options={networks} />);
    const select = screen.getByRole('combobox', { name: 'Area code' });
    expect(select).toHaveClass('text-field__input');
    expect(select.closest('.text-field')).toHaveClass('area-code');
  });

  it('shows an option it cannot give, and gives the others', async () => {
    const user = userEvent.setup();
    render(
      <SelectField
        label="Country"
        placeholder="Choose…"
        options={[
          { value: 'FR', label: 'France' },
          { value: 'KP', label: 'North Korea (not served)', disabled: true },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getByRole('option', { name: 'North Korea (not served)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'France' })).toBeEnabled();
    await user.selectOptions(select, 'France');
    expect(select).toHaveValue('FR');
  });
});
