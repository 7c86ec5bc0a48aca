/**
 * The one amount field of the product. The customer types in the page language (a comma marks the
 * decimals in French); the field cleans as they type (spec section 5) and hands the form a plain
 * decimal string with a "." that never went through a JavaScript number. Works as a controlled
 * input and with react-hook-form's Controller (`<AmountInput {...field} />`).
 */
import { useId, useState, type ClipboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { amountFieldText, pastedAmountText, readTypedAmount } from '../lib/amount-input.ts';
import { usePageLanguage } from '../i18n/use-page-language.ts';
import { Decimal, toDecimal } from '../lib/decimal.ts';
import { formatAmount, type NumberValue } from '../lib/number-format/format.ts';
import './text-field.css';
import './amount-input.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';

export interface AmountInputProps {
  label: string;
  /** The amount: a plain decimal string with a "." ("" when empty). */
  value?: string;
  onChange: (amount: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Decimals the amount may have: the coin's precision from the coin list. */
  precision: number;
  /** The coin code written after the field. */
  unit?: string;
  hint?: string;
  /** The translated error of this field, if any. */
  error?: string;
  /** The most the customer can use; adds a Max action that puts it in the field. `afterFees`: already net of fees. */
  max?: { amount: NumberValue; afterFees?: boolean };
  /** The current amount's value in the display currency, formatted ("₦1,234.00"); shown as "≈ ₦1,234.00". */
  approx?: string | null;
  disabled?: boolean;
  placeholder?: string;
}

export function AmountInput({
  label,
  value = '',
  onChange,
  onBlur,
  name,
  ref,
  precision,
  unit,
  hint,
  error,
  max,
  approx,
  disabled,
  placeholder,
}: AmountInputProps) {
  const intl = useIntl();
  const language = usePageLanguage();
  const id = useId();
  // The field's text as typed ("12," on the way to "12,5"), shown while it still means the form's value.
  const [typed, setTyped] = useState<string | null>(null);
  const shown =
    typed !== null && readTypedAmount(typed, language, precision).amount === value
      ? typed
      : amountFieldText(value, language);

  const take = (raw: string) => {
    const read = readTypedAmount(raw, language, precision);
    setTyped(read.text);
    if (read.amount !== value) onChange(read.amount);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const pasted = pastedAmountText(event.clipboardData.getData('text'), language);
    take(shown.slice(0, selectionStart ?? shown.length) + pasted + shown.slice(selectionEnd ?? shown.length));
  };

  const maxAmount = max
    ? toDecimal(max.amount)?.toDecimalPlaces(Math.max(0, Math.floor(precision) || 0), Decimal.ROUND_DOWN)
    : null;
  const maxShown = maxAmount
    ? [formatAmount(maxAmount, language, { precision }), unit].filter(Boolean).join('\u00a0')
    : '';
  const approxText = approx ? intl.formatMessage({ id: 'ui.amount.approx' }, { value: approx }) : null;
  const described = fieldDescribedBy(id, hint, error, unit && `${id}-unit`, approxText && `${id}-approx`);

  return (
    <div className={`text-field amount-input${error ? ' text-field--invalid' : ''}`}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="text-field__row">
        <div className="amount-input__box">
          <input
            id={id}
            ref={ref}
            name={name}
            className="amount-input__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={shown}
            placeholder={placeholder}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => take(event.target.value)}
            onPaste={paste}
            onBlur={() => {
              setTyped(null);
              onBlur?.();
            }}
          />
          {unit && (
            <span id={`${id}-unit`} className="amount-input__unit">
              {unit}
            </span>
          )}
        </div>
        {max && (
          <button
            type="button"
            className="amount-input__max"
            disabled={disabled || !maxAmount?.gt(0)}
            aria-label={
              maxAmount
                ? intl.formatMessage(
                    { id: max.afterFees ? 'ui.amount.maxAfterFees' : 'ui.amount.maxOf' },
                    { amount: maxShown },
                  )
                : undefined
            }
            onClick={() => {
              if (!maxAmount) return;
              setTyped(null);
              onChange(maxAmount.toFixed());
            }}
          >
            {intl.formatMessage({ id: 'ui.amount.max' })}
          </button>
        )}
      </div>
      {approx !== undefined && (
        // Present from the start, even empty, so screen readers announce the value as it changes.
        <p id={`${id}-approx`} className="amount-input__approx" aria-live="polite">
          {approxText}
        </p>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
