/** Change the login password: the current one, the new one twice, and a sent code. */
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
import { passwordSchema, type PasswordValues } from './schemas.ts';
import { codeRefusals, type SettingFormProps } from './setting-form.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';

const refusals: FieldRefusals<keyof PasswordValues> = {
  ...codeRefusals,
  '20003': { field: 'oldPassword', id: 'account.error.passwordWrong' },
};

export function PasswordForm({ user, open, onClose, onDone }: SettingFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async (values) => {
    clearFormError();
    const body = { OldPassword: values.oldPassword, NewPassword: values.newPassword, Code: values.code };
    const saved = await call(api().base.POST('/api/idcm/customer/PersonalCenter/ModifyLoginPwd', { body }), {
      ignore: handledCodes(refusals),
    });
    if (saved.ok) onDone('account.password.changed');
    else showRefusal(saved.error, refusals);
  });

  return (
    <FormDialog
      open={open}
      title={t('account.password.title')}
      formId={formId}
      submitLabel={t('account.save')}
      busy={formState.isSubmitting}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={t('account.password.old')}
          type="password"
          autoComplete="current-password"
          field={register('oldPassword')}
          error={fieldError('oldPassword')}
        />
        <TextField
          label={t('account.password.new')}
          hint={t('account.password.hint')}
          type="password"
          autoComplete="new-password"
          field={register('newPassword')}
          error={fieldError('newPassword')}
        />
        <TextField
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          field={register('confirmPassword')}
          error={fieldError('confirmPassword')}
        />
        <OwnCodeField user={user} purpose="modifyPassword" field={register('code')} error={fieldError('code')} />
      </form>
    </FormDialog>
  );
}
