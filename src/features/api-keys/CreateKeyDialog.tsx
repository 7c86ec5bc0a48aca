/**
 * Creating a key: label, permissions, optional IP whitelist and the PIN or Google code; then the
 * new secret, shown once. Closing forgets it.
 */
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '../../../generated/base.ts';
import { useApiMutation } from '../../api/query.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { addKey, keyLists } from './api-keys-api.ts';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { KeyFields } from './KeyFields.tsx';
import { SecretOnce } from './SecretOnce.tsx';
import { parseWhitelist, permissionsOf, proofOf, setPinHref, type Factor } from './key-rules.ts';
import { keySchema, type KeyValues } from './key-schema.ts';
import { useFieldError } from './use-field-error.ts';
import { keyRefusalCodes, useKeyRefusal } from './use-key-refusal.ts';

interface CreateKeyDialogProps {
  open: boolean;
  factors: Factor[];
  onClose: () => void;
}

export function CreateKeyDialog({ open, factors, onClose }: CreateKeyDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const [created, setCreated] = useState<components['schemas']['ApiKeyCreated'] | null>(null);
  const add = useApiMutation(addKey, { changes: keyLists, ignore: keyRefusalCodes });
  const { register, handleSubmit, setError, control, formState } = useForm<KeyValues>({
    resolver: zodResolver(keySchema),
    defaultValues: {
      label: '',
      trade: false,
      withdraw: false,
      whitelist: '',
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
    const whitelist = parseWhitelist(v.whitelist);
    const body = {
      Label: v.label,
      Permissions: permissionsOf(v),
      IpWhitelist: whitelist.ok ? whitelist.addresses : [],
      ...proofOf(v),
    };
    const added = await add.send({ body });
    if (!added.ok) return showRefusal(added.error);
    setCreated(added.data);
  });

  // The secret is dropped on close, so it is not left in the page once the dialog is shut.
  const close = () => {
    setCreated(null);
    onClose();
  };
  const canSubmit = factors.length > 0;
  const actions = created ? (
    <Button onClick={close}>{t('apiKeys.created.done')}</Button>
  ) : (
    <>
      <Button variant="ghost" onClick={close}>
        {t('common.cancel')}
      </Button>
      {canSubmit && (
        <Button type="submit" form={formId} busy={formState.isSubmitting}>
          {t('apiKeys.create.submit')}
        </Button>
      )}
    </>
  );
  return (
    <Dialog
      open={open}
      title={t(created ? 'apiKeys.created.title' : 'apiKeys.create.title')}
      onClose={close}
      actions={actions}
    >
      {created ? (
        <SecretOnce created={created} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <FormAlert>{formError}</FormAlert>
          <KeyFields register={register} errors={{ label: fieldError('label'), whitelist: fieldError('whitelist') }} />
          <SecurityFactorFields
            factors={factors}
            chosen={factor}
            setPinHref={setPinHref}
            fields={{ factor: register('factor'), pin: register('pin'), googleCode: register('googleCode') }}
            errors={{ pin: fieldError('pin'), googleCode: fieldError('googleCode') }}
          />
        </form>
      )}
    </Dialog>
  );
}
