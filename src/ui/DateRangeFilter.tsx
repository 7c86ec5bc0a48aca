/**
 * A list's date filter: presets counted back from `now` (the server's clock), or a custom pair of
 * days applied together, so a half-typed date never reloads the list. A first day after the last
 * is refused on the field that made it so.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  dayOf,
  isOutOfOrder,
  presetOf,
  presetRange,
  sameRange,
  type DatePreset,
  type DateRange,
  type Moment,
} from '../lib/date-range.ts';
import { useT } from '../i18n/use-t.ts';
import { Button } from './Button.tsx';
import './filters.css';

interface DateRangeFilterProps {
  label: string;
  /** Days `YYYY-MM-DD` ('' for an open end), as kept in the address. */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The server's time (a Date or milliseconds): presets and the latest day one may pick count from it. */
  now: Moment;
}

type Period = DatePreset | 'custom';
type End = keyof DateRange;
const periods: readonly Period[] = ['all', 'today', '7d', '30d', '90d', 'custom'];

export function DateRangeFilter({ label, value, onChange, now }: DateRangeFilterProps) {
  const translate = useT();
  const t = (id: string) => translate(`ui.dateRange.${id}`);
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [refused, setRefused] = useState<End | null>(null);
  const [seen, setSeen] = useState(value);
  if (!sameRange(value, seen)) {
    setSeen(value);
    setDraft(value);
    setRefused(null);
    setChoosing(false);
  }

  const period: Period = choosing ? 'custom' : (presetOf(value, now) ?? 'custom');
  const choosePeriod = (next: Period) => {
    setRefused(null);
    if (next === 'custom') {
      setDraft(value);
      setChoosing(true);
      return;
    }
    setChoosing(false);
    onChange(presetRange(next, now));
  };
  const edit = (end: End, day: string) => {
    const next = { ...draft, [end]: day };
    setDraft(next);
    setRefused(isOutOfOrder(next) ? end : null);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (isOutOfOrder(draft)) {
      document.getElementById(`${id}-${refused ?? 'to'}`)?.focus();
      return;
    }
    onChange(draft);
  };

  const today = dayOf(now);
  const field = (end: End, min: string | undefined, max: string) => (
    <div className="date-range__field">
      <label htmlFor={`${id}-${end}`} className="filter__label">
        {t(end)}
      </label>
      <input
        id={`${id}-${end}`}
        type="date"
        className="filter__control"
        value={draft[end]}
        min={min}
        max={max}
        aria-invalid={refused === end || undefined}
        aria-describedby={refused === end ? `${id}-${end}-error` : undefined}
        onChange={(event) => edit(end, event.target.value)}
      />
      {refused === end && (
        <p id={`${id}-${end}-error`} className="filter__error" role="alert">
          {t(end === 'from' ? 'fromAfterTo' : 'toBeforeFrom')}
        </p>
      )}
    </div>
  );

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="filter filter--dates">
      <span id={`${id}-label`} className="filter__label">
        {label}
      </span>
      <select
        className="filter__control"
        aria-labelledby={`${id}-label`}
        value={period}
        onChange={(event) => choosePeriod(event.target.value as Period)}
      >
        {periods.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </select>
      {period === 'custom' && (
        <form className="date-range__custom" onSubmit={apply} noValidate>
          {field('from', undefined, draft.to || today)}
          {field('to', draft.from || undefined, today)}
          <Button type="submit" variant="secondary" className="date-range__apply">
            {t('apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
