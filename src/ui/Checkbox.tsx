/**
 * A box to tick with its label beside it (which may hold links), and its hint and error wired like
 * TextField's. Pass react-hook-form's register(...) result as `field`, or `checked` and `onChange`.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';
import './choice.css';
import './text-field.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: string;
  /** The translated error of this field, if any. */
  error?: string;
  field?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

export function Checkbox({ label, hint, error, field, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`ui-checkbox${error ? ' ui-checkbox--invalid' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="ui-choice">
        <input
          id={id}
          type="checkbox"
          className="ui-choice__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          {...input}
          {...field}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
