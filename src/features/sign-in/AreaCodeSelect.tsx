/**
 * The area code of a phone number, from the countries the exchange knows (GetKYCCountrySetting).
 * Until they load, or if they do not, the current code (234 by default) stays selectable.
 */
import { useApiQuery } from '../../api/query.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/error-message.ts';
import { countriesQuery } from '../../data/countries.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import type { AccountValues } from './form-schemas.ts';
import { useT } from '../../i18n/use-t.ts';

export function AreaCodeSelect() {
  const t = useT();
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
    <div className="area-code">
      <SelectField
        label={t('signIn.areaCode')}
        options={[...options].map(([code, name]) => ({ value: code, label: name ? `+${code} ${name}` : `+${code}` }))}
        aria-busy={countries.isPending || undefined}
        field={register('areaCode')}
      />
      {countries.isError && (
        <p className="text-field__hint" role="alert">
          {t(errorMessage(countries.error).id, errorMessage(countries.error).values)}{' '}
          <button type="button" className="auth-link-button" onClick={() => void countries.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
