/**
 * A labelled multi-line text box with its hint and error, wired like TextField. Pass
 * react-hook-form's register(...) result as `field`.
 */
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';
import './text-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  /** The translated error of this field, if any. */
  error?: string;
  field?: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };
}

export function TextAreaField({ label, hint, error, field, rows = 4, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`text-field${error ? ' text-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className="text-field__input text-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        {...textarea}
        {...field}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
