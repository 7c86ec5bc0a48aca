/**
 * One choice among a few, all in view: native radio buttons in a fieldset, so Tab reaches the group
 * once and the arrow keys move between its options and choose. Controlled (`value`, `onChange`) or
 * with react-hook-form's register(...) result as `field`.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';
import './choice.css';
import './text-field.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Controls that act on this option (change it, delete it): beside it, outside its label, so each keeps its own name. */
  after?: ReactNode;
}

interface RadioGroupProps<V extends string> {
  /** The question the options answer (the fieldset's legend). */
  label: string;
  options: readonly RadioOption<V>[];
  /** The inputs' name; register(...) gives its own. */
  name?: string;
  value?: V;
  onChange?: (value: V) => void;
  field?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** `row` puts the options side by side while they fit. */
  layout?: 'column' | 'row';
  /** `boxed` draws each option as a box, the chosen one outlined in the primary colour. */
  look?: 'plain' | 'boxed';
  /** The options are still loading: the legend and one option's space are shown, so nothing below moves when they come. */
  loading?: boolean;
  className?: string;
}

export function RadioGroup<V extends string>({
  label,
  options,
  name,
  value,
  onChange,
  field,
  hint,
  error,
  disabled,
  layout = 'column',
  look = 'plain',
  loading = false,
  className,
}: RadioGroupProps<V>) {
  const id = useId();
  const groupName = field?.name ?? name ?? id;
  return (
    <fieldset
      className={[
        'ui-radio-group',
        `ui-radio-group--${layout}`,
        look === 'boxed' ? 'ui-radio-group--boxed' : null,
        error ? 'ui-radio-group--invalid' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={fieldDescribedBy(id, hint, error)}
      aria-busy={loading || undefined}
      disabled={disabled}
    >
      <legend className="text-field__label">{label}</legend>
      <div className="ui-radio-group__options">
        {loading && <span aria-hidden="true" className="ui-radio-group__placeholder" />}
        {options.map((option) => {
          const choice = (
            <label key={option.value} className="ui-choice">
              <input
                type="radio"
                className="ui-choice__input"
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                {...(value === undefined ? {} : { checked: value === option.value })}
                {...(onChange ? { onChange: () => onChange(option.value) } : {})}
                {...field}
              />
              <span>{option.label}</span>
            </label>
          );
          return option.after === undefined ? (
            choice
          ) : (
            <div key={option.value} className="ui-radio-group__option">
              {choice}
              <div className="ui-radio-group__after">{option.after}</div>
            </div>
          );
        })}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
