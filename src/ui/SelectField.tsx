/**
 * A labelled native select with its hint and error, wired like TextField. Pass react-hook-form's
 * register(...) result as `field`.
 */
import { useId, type SelectHTMLAttributes } from 'react';
import './text-field.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); required fields refuse it. */
  placeholder: string;
  hint?: string;
  error?: string;
  field?: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };
}

export function SelectField({ label, options, placeholder, hint, error, field, ...select }: SelectFieldProps) {
  const id = useId();
  const described = fieldDescribedBy(id, hint, error);
  return (
    <div className={`text-field${error ? ' text-field--invalid' : ''}`}>
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
          <option value="">{placeholder}</option>
          {options.map((option, index) => (
            <option key={index} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
