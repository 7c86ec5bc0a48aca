/** Set the security PIN (six digits, twice) or change it with the old one; confirmed by a sent code. */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { OwnCodeField } from './OwnCodeField.tsx';
import { handledCodes, type FieldRefusals } from './refusals.ts';
import { pinSchema, type PinValues } from './schemas.ts';
import { codeRefusals, type SettingFormProps } from './setting-form.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';

const refusals: FieldRefusals<keyof PinValues> = {
  ...codeRefusals,
  '20005': { field: 'oldPin', id: 'account.error.pinWrong' },
};

export function PinForm({ user, open, onClose, onDone }: SettingFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const { register, handleSubmit, setError, formState } = useForm<PinValues>({
    resolver: zodResolver(pinSchema(user.HasPin)),
    defaultValues: { oldPin: '', pin: '', confirmPin: '', code: '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async (values) => {
    clearFormError();
    const body = { Pin: values.pin, Code: values.code, ...(user.HasPin ? { OldPin: values.oldPin } : {}) };
    const saved = await call(api().base.POST('/api/idcm/customer/PersonalCenter/SetPIN', { body }), {
      ignore: handledCodes(refusals),
    });
    if (saved.ok) onDone(user.HasPin ? 'account.pin.changed' : 'account.pin.set');
    else showRefusal(saved.error, refusals);
  });

  const pinInput = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <FormDialog
      open={open}
      title={t(user.HasPin ? 'account.pin.changeTitle' : 'account.pin.setTitle')}
      formId={formId}
      submitLabel={t('account.save')}
      busy={formState.isSubmitting}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        {user.HasPin && (
          <TextField
            label={t('account.pin.old')}
            {...pinInput}
            field={register('oldPin')}
            error={fieldError('oldPin')}
          />
        )}
        <TextField
          label={t('account.pin.new')}
          hint={t('account.pin.hint')}
          {...pinInput}
          field={register('pin')}
          error={fieldError('pin')}
        />
        <TextField
          label={t('account.pin.confirm')}
          {...pinInput}
          field={register('confirmPin')}
          error={fieldError('confirmPin')}
        />
        <OwnCodeField user={user} purpose="setPin" field={register('code')} error={fieldError('code')} />
      </form>
    </FormDialog>
  );
}
