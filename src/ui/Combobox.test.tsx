import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const coins: ComboboxOption[] = [
  { value: '1', code: 'BTC', name: 'Bitcoin', icon: '/coins/btc.svg' },
  { value: '2', code: 'ETH', name: 'Ethereum' },
  { value: '3', code: 'USDT', name: 'Tether', icon: '/coins/usdt.svg' },
  { value: '4', code: 'BRL', name: 'Réal brésilien' },
  { value: '5', code: 'XRP', name: 'Ripple', disabledReason: 'Withdrawals are paused for maintenance.' },
];

function CoinPicker({
  onChange = () => {},
  onEscape = () => {},
}: {
  onChange?: (value: string) => void;
  onEscape?: () => void;
}) {
  const [coin, setCoin] = useState<string | null>('3');
  return (
    <div onKeyDown={(e) => e.key === 'Escape' && onEscape()}>
      <Combobox
        label="Coin"
        options={coins}
        value={coin}
        onChange={(value) => {
          setCoin(value);
          onChange(value);
        }}
      />
    </div>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Coin' });
const shownCodes = () =>
  within(screen.getByRole('listbox', { name: 'Coin' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Combobox', () => {
  it('shows the chosen option while closed', () => {
    renderInEnglish(<CoinPicker />);
    expect(input()).toHaveValue('USDT · Tether');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by code and by name as the customer types, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderInEnglish(<CoinPicker />);
    await user.click(input());
    await user.keyboard('eth');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    // ETH by its code first, then USDT by its name (Tether).
    expect(shownCodes()).toEqual(['ETHEthereum', 'USDTTether✓']);
    await user.clear(input());
    await user.type(input(), 'BRESIL');
    expect(shownCodes()).toEqual(['BRLRéal brésilien']);
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEnglish(<CoinPicker onChange={onChange} />);
    await user.tab();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant')!);
    expect(active()).toHaveTextContent('USDT');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toHaveTextContent('BTC');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('1');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('BTC · Bitcoin');
    expect(input()).toHaveFocus();
  });

  it('closes with Escape without choosing, and keeps the Escape from the dialog around it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onEscape = vi.fn();
    renderInEnglish(<CoinPicker onChange={onChange} onEscape={onEscape} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('USDT · Tether');
    expect(onChange).not.toHaveBeenCalled();
    expect(onEscape).not.toHaveBeenCalled();
    await user.keyboard('b');
    expect(input()).toHaveValue('b');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderInEnglish(<CoinPicker />);
    await user.type(input(), 'doge');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “doge”.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows a disabled option with its reason, and never chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEnglish(<CoinPicker onChange={onChange} />);
    await user.type(input(), 'xrp');
    const xrp = screen.getByRole('option', { name: /XRP/ });
    expect(xrp).toHaveAttribute('aria-disabled', 'true');
    expect(xrp).toHaveTextContent('Withdrawals are paused for maintenance.');
    await user.keyboard('{Enter}');
    await user.click(xrp);
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses an option with a click, each with its icon', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEnglish(<CoinPicker onChange={onChange} />);
    await user.click(input());
    const btc = screen.getByRole('option', { name: /BTC/ });
    expect(btc.querySelector('img')).toHaveAttribute('src', '/coins/btc.svg');
    expect(btc.querySelector('img')).toHaveAttribute('alt', '');
    await user.click(btc);
    expect(onChange).toHaveBeenCalledWith('1');
    expect(input()).toHaveValue('BTC · Bitcoin');
  });

  it('works inside react-hook-form through a Controller', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    function NetworkForm() {
      const { control, handleSubmit } = useForm({ defaultValues: { coin: '2' } });
      return (
        <form onSubmit={handleSubmit(onSave)}>
          <Controller
            name="coin"
            control={control}
            render={({ field }) => <Combobox label="Coin" options={coins} {...field} />}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderInEnglish(<NetworkForm />);
    expect(input()).toHaveValue('ETH · Ethereum');
    await user.type(input(), 'btc{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ coin: '1' }, expect.anything());
  });
});
