/**
 * The confirmation of a key change: the security PIN or a Google authenticator code (a choice
 * when the customer has both). A customer with neither is told where to set one.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TextField } from '../../ui/TextField.tsx';
import type { Factor } from './key-rules.ts';

interface ConfirmFactorProps {
  factors: Factor[];
  factor: Factor | '';
  fields: { factor: UseFormRegisterReturn; pin: UseFormRegisterReturn; googleCode: UseFormRegisterReturn };
  errors: { pin?: string; googleCode?: string };
}

export function NoFactorMessage() {
  const intl = useIntl();
  return (
    <div className="no-factor" role="alert">
      <p>{intl.formatMessage({ id: 'apiKeys.noFactor.text' })}</p>
      <Link to="/account/setting#pin">{intl.formatMessage({ id: 'apiKeys.noFactor.link' })}</Link>
    </div>
  );
}

export function ConfirmFactor({ factors, factor, fields, errors }: ConfirmFactorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (factors.length === 0) return <NoFactorMessage />;
  return (
    <div className="confirm-factor">
      {factors.length > 1 && (
        <fieldset className="choice-group">
          <legend className="text-field__label">{t('apiKeys.factor.legend')}</legend>
          {factors.map((f) => (
            <label key={f} className="choice-group__option">
              <input type="radio" value={f} {...fields.factor} /> {t(`apiKeys.factor.${f}`)}
            </label>
          ))}
        </fieldset>
      )}
      {factor === 'pin' && <TextField label={t('apiKeys.factor.pinLabel')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" field={fields.pin} error={errors.pin} />}
      {factor === 'google' && <TextField label={t('apiKeys.factor.googleLabel')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" field={fields.googleCode} error={errors.googleCode} />}
    </div>
  );
}
