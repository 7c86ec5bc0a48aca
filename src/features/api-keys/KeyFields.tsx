/** The key's label, permissions (read always on) and IP whitelist, in the create and edit forms. */
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/TextField.tsx';
import type { KeyValues } from './key-schema.ts';
import { useT } from '../../i18n/use-t.ts';

interface KeyFieldsProps {
  register: UseFormRegister<KeyValues>;
  errors: { label?: string; whitelist?: string };
}

export function KeyFields({ register, errors }: KeyFieldsProps) {
  const t = useT();
  const whitelistId = useId();
  return (
    <>
      <TextField
        label={t('apiKeys.form.label')}
        maxLength={32}
        autoComplete="off"
        field={register('label')}
        error={errors.label}
      />
      <fieldset className="choice-group">
        <legend className="text-field__label">{t('apiKeys.form.permissions')}</legend>
        <label className="choice-group__option">
          <input type="checkbox" checked disabled /> {t('apiKeys.permission.read')}{' '}
          <span className="muted">({t('apiKeys.form.readAlways')})</span>
        </label>
        <label className="choice-group__option">
          <input type="checkbox" {...register('trade')} /> {t('apiKeys.permission.trade')}
        </label>
        <label className="choice-group__option">
          <input type="checkbox" {...register('withdraw')} /> {t('apiKeys.permission.withdraw')}
        </label>
      </fieldset>
      <div className={`text-field${errors.whitelist ? ' text-field--invalid' : ''}`}>
        <label htmlFor={whitelistId} className="text-field__label">
          {t('apiKeys.form.whitelist')}
        </label>
        <textarea
          id={whitelistId}
          className="text-field__input textarea"
          rows={3}
          aria-describedby={`${whitelistId}-hint${errors.whitelist ? ` ${whitelistId}-error` : ''}`}
          aria-invalid={errors.whitelist ? true : undefined}
          {...register('whitelist')}
        />
        <p id={`${whitelistId}-hint`} className="text-field__hint">
          {t('apiKeys.form.whitelistHint')}
        </p>
        {errors.whitelist && (
          <p id={`${whitelistId}-error`} className="text-field__error" role="alert">
            {errors.whitelist}
          </p>
        )}
      </div>
    </>
  );
}
