/**
 * A labelled input with its hint and error, wired for assistive technology. Pass react-hook-form's
 * register(...) result as `field`.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './text-field.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** The translated error of this field, if any. */
  error?: string;
  /** Something placed after the input (a send-code or show-password button). */
  trailing?: ReactNode;
  field?: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}

export function TextField({ label, hint, error, trailing, field, ...input }: TextFieldProps) {
  const id = useId();
  const described = fieldDescribedBy(id, hint, error);
  return (
    <div className={`text-field${error ? ' text-field--invalid' : ''}`}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="text-field__row">
        <input
          id={id}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
          {...field}
        />
        {trailing}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
