/** The key's label, permissions (read always on) and IP whitelist, in the create and edit forms. */
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { KeyValues } from './key-schema.ts';
import { useT } from '../../i18n/use-t.ts';

interface KeyFieldsProps {
  register: UseFormRegister<KeyValues>;
  errors: { label?: string; whitelist?: string };
}

export function KeyFields({ register, errors }: KeyFieldsProps) {
  const t = useT();
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
        <Checkbox
          className="key-permission"
          label={
            <>
              {t('apiKeys.permission.read')} <span className="muted">({t('apiKeys.form.readAlways')})</span>
            </>
          }
          checked
          disabled
        />
        <Checkbox className="key-permission" label={t('apiKeys.permission.trade')} field={register('trade')} />
        <Checkbox className="key-permission" label={t('apiKeys.permission.withdraw')} field={register('withdraw')} />
      </fieldset>
      <TextAreaField
        label={t('apiKeys.form.whitelist')}
        className="key-whitelist"
        rows={3}
        hint={t('apiKeys.form.whitelistHint')}
        error={errors.whitelist}
        field={register('whitelist')}
      />
    </>
  );
}
