/**
 * The area code of a phone number, from the countries the exchange knows (GetKYCCountrySetting).
 * Until they load, or if they do not, the current code (234 by default) stays selectable.
 */
import { useApiQuery } from '../../api/query.ts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/error-message.ts';
import { countriesQuery } from '../../data/countries.ts';
import type { AccountValues } from './form-schemas.ts';

export function AreaCodeSelect() {
  const intl = useIntl();
  const id = useId();
  const { register, control } = useFormContext<AccountValues>();
  const current = useWatch({ control, name: 'areaCode' });
  const countries = useApiQuery(countriesQuery());
  const options = new Map<string, string>();
  // Several countries may share a code (+1); the first named keeps it.
  for (const country of countries.data ?? [])
    if (!options.has(country.AreaCode)) options.set(country.AreaCode, country.Name);
  // The selected code always has its option, so the select never shows another one.
  if (!options.has(current)) options.set(current, '');
  return (
    <div className="text-field area-code">
      <label htmlFor={id} className="text-field__label">
        {intl.formatMessage({ id: 'signIn.areaCode' })}
      </label>
      <div className="text-field__row">
        <select
          id={id}
          className="text-field__input"
          aria-busy={countries.isPending || undefined}
          {...register('areaCode')}
        >
          {[...options].map(([code, name]) => (
            <option key={code} value={code}>
              {name ? `+${code} ${name}` : `+${code}`}
            </option>
          ))}
        </select>
      </div>
      {countries.isError && (
        <p className="text-field__hint" role="alert">
          {intl.formatMessage(errorMessage(countries.error), errorMessage(countries.error).values)}{' '}
          <button type="button" className="auth-link-button" onClick={() => void countries.refetch()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        </p>
      )}
    </div>
  );
}
