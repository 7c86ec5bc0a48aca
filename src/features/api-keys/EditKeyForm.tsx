/** Changes a key's label, permissions and IP whitelist, confirmed with the PIN or a Google code. */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApiMutation } from '../../api/query.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { keyLists, modifyKey, type ApiKeyInfo } from './api-keys-api.ts';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { KeyFields } from './KeyFields.tsx';
import { parseWhitelist, permissionsOf, proofOf, setPinHref, type Factor } from './key-rules.ts';
import { keySchema, type KeyValues } from './key-schema.ts';
import { useFieldError } from './use-field-error.ts';
import { keyRefusalCodes, useKeyRefusal } from './use-key-refusal.ts';

export function EditKeyForm({ apiKey, factors }: { apiKey: ApiKeyInfo; factors: Factor[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saved, setSaved] = useState<string | null>(null);
  const modify = useApiMutation(modifyKey, { changes: keyLists, ignore: keyRefusalCodes });
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<KeyValues>({
    resolver: zodResolver(keySchema),
    defaultValues: {
      label: apiKey.Label,
      trade: apiKey.Permissions.includes('trade'),
      withdraw: apiKey.Permissions.includes('withdraw'),
      whitelist: apiKey.IpWhitelist.join('\n'),
      factor: factors[0] ?? '',
      pin: '',
      googleCode: '',
    },
  });
  const factor = useWatch({ control, name: 'factor' });
  const { formError, clearFormError, showRefusal } = useKeyRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async (v) => {
    clearFormError();
    setSaved(null);
    const whitelist = parseWhitelist(v.whitelist);
    const body = {
      ApiKeyId: apiKey.ApiKeyId,
      Label: v.label,
      Permissions: permissionsOf(v),
      IpWhitelist: whitelist.ok ? whitelist.addresses : [],
      ...proofOf(v),
    };
    const modified = await modify.send({ body });
    if (!modified.ok) return showRefusal(modified.error);
    // The confirmation is spent: the next change asks for it again.
    setValue('pin', '');
    setValue('googleCode', '');
    setSaved(intl.formatMessage({ id: 'apiKeys.edit.saved' }, { label: modified.data.Label }));
  });

  return (
    <form className="api-card edit-key" onSubmit={submit} noValidate>
      <FormAlert tone="success">{saved}</FormAlert>
      <FormAlert>{formError}</FormAlert>
      <p className="edit-key__key">
        {t('apiKeys.field.apiKey')}: <code className="secret">{apiKey.ApiKey}</code>
      </p>
      <KeyFields register={register} errors={{ label: fieldError('label'), whitelist: fieldError('whitelist') }} />
      <p className="text-field__hint edit-key__note">{t('apiKeys.edit.whitelistNote')}</p>
      <SecurityFactorFields
        factors={factors}
        chosen={factor}
        setPinHref={setPinHref}
        fields={{ factor: register('factor'), pin: register('pin'), googleCode: register('googleCode') }}
        errors={{ pin: fieldError('pin'), googleCode: fieldError('googleCode') }}
      />
      {factors.length > 0 && (
        <Button type="submit" busy={formState.isSubmitting}>
          {t('apiKeys.edit.submit')}
        </Button>
      )}
    </form>
  );
}
