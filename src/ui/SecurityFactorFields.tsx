/**
 * The confirmation the server needs: the security PIN, a Google authenticator code, or a code
 * mailed or texted (with its send button and where it goes). With `need="one"` the customer picks
 * one factor when the account has several; with `need="all"` every listed factor is asked. Pass
 * react-hook-form's register(...) results and the translated errors (see lib/security-factors).
 */
import { Fragment, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  factorField,
  factorsAsked,
  type FactorField,
  type FactorNeed,
  type SecurityFactor,
} from '../lib/security-factors.ts';
import { useT } from '../i18n/use-t.ts';
import { NoFactorMessage } from './NoFactorMessage.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';
import './security-factor-fields.css';

type SendCode = () => Promise<{ resendSeconds: number } | null>;
type CodeFactor = 'email' | 'sms';

interface SecurityFactorFieldsProps {
  /** The factors the account has (or the server asks for), in the order to show. */
  factors: readonly SecurityFactor[];
  need?: FactorNeed;
  /** The watched `factor` value, when the need is `one`. */
  chosen?: SecurityFactor | '';
  fields: Partial<Record<'factor' | FactorField, UseFormRegisterReturn>>;
  errors?: Partial<Record<'factor' | FactorField, string>>;
  /** Sends the mailed or texted code; resolves with the resend wait, or null when sending failed. */
  onSendCode?: Partial<Record<CodeFactor, SendCode>>;
  /** Where each code goes, as the customer recognises it (a masked address or number). */
  sentTo?: Partial<Record<CodeFactor, string>>;
  /** Where to set a PIN when the account has no factor at all. */
  setPinHref: string;
  disabled?: boolean;
}

const codeInput = { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code', spellCheck: false } as const;

export function SecurityFactorFields({
  factors,
  need = 'one',
  chosen = '',
  fields,
  errors = {},
  onSendCode = {},
  sentTo = {},
  setPinHref,
  disabled,
}: SecurityFactorFieldsProps) {
  const t = useT();
  const choiceErrorId = useId();
  if (factors.length === 0) return <NoFactorMessage setPinHref={setPinHref} />;

  const asked = factorsAsked({ factor: factors.length === 1 ? factors[0] : chosen }, factors, need);
  const field = (factor: SecurityFactor) => {
    const name = factorField[factor];
    const common = { label: t(`ui.factor.${factor}.label`), field: fields[name], error: errors[name], disabled };
    if (factor === 'pin')
      return <TextField {...common} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />;
    if (factor === 'google') return <TextField {...common} {...codeInput} />;
    const send = onSendCode[factor];
    const target = sentTo[factor];
    return (
      <TextField
        {...common}
        {...codeInput}
        hint={target ? t(`ui.factor.${factor}.sentTo`, { target }) : undefined}
        trailing={send ? <SendCodeButton onSend={send} disabled={disabled} /> : undefined}
      />
    );
  };

  return (
    <div className="ui-factors">
      {need === 'one' && factors.length > 1 && (
        <fieldset className="ui-factors__choice" aria-describedby={errors.factor ? choiceErrorId : undefined}>
          <legend className="text-field__label">{t('ui.factor.legend')}</legend>
          {factors.map((factor) => (
            <label key={factor} className="ui-factors__option">
              <input type="radio" value={factor} disabled={disabled} {...fields.factor} />{' '}
              {t(`ui.factor.${factor}.choice`)}
            </label>
          ))}
        </fieldset>
      )}
      {errors.factor && (
        <p id={choiceErrorId} className="text-field__error" role="alert">
          {errors.factor}
        </p>
      )}
      {asked.map((factor) => (
        <Fragment key={factor}>{field(factor)}</Fragment>
      ))}
    </div>
  );
}
