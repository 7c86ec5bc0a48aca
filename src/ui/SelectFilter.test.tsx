import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../tests/setup/render-at-address';
import { SelectFilter } from './SelectFilter';

const sides = [
  { value: 'all', label: 'Buy and sell' },
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const;

describe('SelectFilter', () => {
  it('is a native select named by its label, showing the current choice', () => {
    renderAtAddress(<SelectFilter label="Side" value="sell" options={sides} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Side' })).toHaveDisplayValue('Sell');
  });

  it('tells the page the value chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<SelectFilter label="Side" value="all" options={sides} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'Buy');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('buy');
  });
});
