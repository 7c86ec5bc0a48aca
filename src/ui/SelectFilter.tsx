/** A list filter with a few named choices (a status, a coin, a side): a labelled native select. */
import { useId } from 'react';
import './filters.css';

interface SelectFilterProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

export function SelectFilter<V extends string>({ label, value, options, onChange }: SelectFilterProps<V>) {
  const id = useId();
  return (
    <div className="filter">
      <label htmlFor={id} className="filter__label">
        {label}
      </label>
      <select id={id} className="filter__control" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
