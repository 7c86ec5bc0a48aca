import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../tests/setup/render-at-address';
import type { DateRange } from '../lib/date-range';
import { DateRangeFilter } from './DateRangeFilter';

const now = new Date(2026, 10, 23, 22, 15);

function Dates({
  initial = { from: '', to: '' },
  onChange = () => {},
}: {
  initial?: DateRange;
  onChange?: (range: DateRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      label="Date"
      value={range}
      now={now}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

const period = () => screen.getByRole('combobox', { name: 'Date' });

describe('DateRangeFilter', () => {
  it('offers today, 7, 30 and 90 days, all dates and a custom choice', () => {
    renderAtAddress(<Dates />);
    expect([...(period() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All dates',
      'Today',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Choose dates',
    ]);
    expect(period()).toHaveDisplayValue('All dates');
  });

  it('counts presets back from the clock it is given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<Dates onChange={onChange} />);
    await user.selectOptions(period(), 'Today');
    await user.selectOptions(period(), 'Last 90 days');
    await user.selectOptions(period(), 'All dates');
    expect(onChange.mock.calls.map(([range]) => range)).toEqual([
      { from: '2026-11-23', to: '2026-11-23' },
      { from: '2026-08-26', to: '2026-11-23' },
      { from: '', to: '' },
    ]);
  });

  it('names the preset a range from the address matches', () => {
    renderAtAddress(<Dates initial={{ from: '2026-11-17', to: '2026-11-23' }} />);
    expect(period()).toHaveDisplayValue('Last 7 days');
  });

  it('shows a custom range from the address in its date fields', () => {
    renderAtAddress(<Dates initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    expect(period()).toHaveDisplayValue('Choose dates');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('applies a custom pair of days together', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<Dates onChange={onChange} />);
    await user.selectOptions(period(), 'Choose dates');
    await user.type(screen.getByLabelText('From'), '2026-11-02');
    await user.type(screen.getByLabelText('To'), '2026-11-09');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-02', to: '2026-11-09' });
    expect(period()).toHaveDisplayValue('Choose dates');
  });

  it('applies on Enter in a date field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<Dates onChange={onChange} />);
    await user.selectOptions(period(), 'Choose dates');
    await user.type(screen.getByLabelText('From'), '2026-11-02{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-02', to: '' });
  });

  it('refuses a first day after the last on the field that made it so, and applies nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<Dates initial={{ from: '2026-11-10', to: '2026-11-12' }} onChange={onChange} />);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(from).toHaveFocus();
    expect(from).toHaveValue('2026-11-20');
  });

  it('refuses an end before the start on the end field, and accepts once the start moves back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAtAddress(<Dates initial={{ from: '2026-11-10', to: '' }} onChange={onChange} />);
    const to = screen.getByLabelText('To');
    await user.type(to, '2026-11-01');
    expect(to).toHaveAccessibleDescription('The end date must be on or after the start date.');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    expect(to).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-10-01', to: '2026-11-01' });
  });

  it('does not let a day after today be picked', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Dates />);
    await user.selectOptions(period(), 'Choose dates');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-11-23');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-23');
  });
});
