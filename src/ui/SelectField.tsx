/**
 * A labelled native select with its hint and error, wired like TextField. Pass react-hook-form's
 * register(...) result as `field`, or `value` and `onChange`.
 */
import { useId, type SelectHTMLAttributes } from 'react';
import './text-field.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a country not served). */
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"), which required fields refuse; none when the select always holds a value. */
  placeholder?: string;
  hint?: string;
  error?: string;
  field?: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  field,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const described = fieldDescribedBy(id, hint, error);
  return (
    <div className={`text-field${error ? ' text-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="text-field__row">
        <select
          id={id}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...select}
          {...field}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option, index) => (
            <option key={index} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
