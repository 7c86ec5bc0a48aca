/** Deleting a key, after a confirmation with the PIN or a Google code. */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApiMutation } from '../../api/query.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { deleteKey, keyLists, type ApiKeyInfo } from './api-keys-api.ts';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { proofOf, setPinHref, type Factor } from './key-rules.ts';
import { confirmSchema, type ConfirmValues } from './key-schema.ts';
import { useFieldError } from './use-field-error.ts';
import { keyRefusalCodes, useKeyRefusal } from './use-key-refusal.ts';

interface DeleteKeyDialogProps {
  apiKey: ApiKeyInfo;
  open: boolean;
  factors: Factor[];
  onClose: () => void;
  onDeleted: (label: string) => void;
}

export function DeleteKeyDialog({ apiKey, open, factors, onClose, onDeleted }: DeleteKeyDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const { register, handleSubmit, setError, control, formState } = useForm<ConfirmValues>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { factor: factors[0] ?? '', pin: '', googleCode: '' },
  });
  const factor = useWatch({ control, name: 'factor' });
  const remove = useApiMutation(deleteKey, { changes: keyLists, ignore: keyRefusalCodes, once: true });
  const { formError, clearFormError, showRefusal } = useKeyRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async (v) => {
    clearFormError();
    const deleted = await remove.send({ body: { ApiKeyId: apiKey.ApiKeyId, ...proofOf(v) } });
    if (deleted.ok) onDeleted(apiKey.Label);
    else showRefusal(deleted.error);
  });

  return (
    <Dialog
      open={open}
      title={t('apiKeys.delete.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {factors.length > 0 && (
            <Button type="submit" form={formId} className="ui-button--danger" busy={formState.isSubmitting}>
              {t('apiKeys.delete.submit')}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{intl.formatMessage({ id: 'apiKeys.delete.text' }, { label: apiKey.Label })}</p>
        <FormAlert>{formError}</FormAlert>
        <SecurityFactorFields
          factors={factors}
          chosen={factor}
          setPinHref={setPinHref}
          fields={{ factor: register('factor'), pin: register('pin'), googleCode: register('googleCode') }}
          errors={{ pin: fieldError('pin'), googleCode: fieldError('googleCode') }}
        />
      </form>
    </Dialog>
  );
}
