/** Bind a mail address, or change the bound one: the code goes to the new address. */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendCode } from './account-api.ts';
import { FormDialog } from './FormDialog.tsx';
import { handledCodes, type FieldRefusals } from './refusals.ts';
import { emailSchema, type EmailValues } from './schemas.ts';
import { codeRefusals, type SettingFormProps } from './setting-form.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';

const refusals: FieldRefusals<keyof EmailValues> = {
  ...codeRefusals,
  '20004': { field: 'email', id: 'account.error.emailTaken' },
};

export function EmailForm({ user, open, onClose, onDone }: SettingFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const { register, handleSubmit, setError, formState, trigger, getValues } = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '', code: '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const send = async () => {
    if (!(await trigger('email'))) return null;
    const sent = await sendCode({ Type: 'email', Target: getValues('email').trim() }, 'bindEmail', {
      ignore: ['20004'],
    });
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    showRefusal(sent.error, refusals);
    return null;
  };

  const submit = handleSubmit(async (values) => {
    clearFormError();
    const saved = await call(
      api().base.POST('/api/idcm/customer/PersonalCenter/ModifyEmail', {
        body: { NewEmail: values.email, Code: values.code },
      }),
      { ignore: handledCodes(refusals) },
    );
    if (saved.ok) onDone(user.Email ? 'account.email.changed' : 'account.email.bound');
    else showRefusal(saved.error, refusals);
  });

  return (
    <FormDialog
      open={open}
      title={t(user.Email ? 'account.email.changeTitle' : 'account.email.bindTitle')}
      formId={formId}
      submitLabel={t('account.save')}
      busy={formState.isSubmitting}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={t('account.email.address')}
          type="email"
          autoComplete="email"
          field={register('email')}
          error={fieldError('email')}
        />
        <TextField
          label={t('account.code.labelNew')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          field={register('code')}
          error={fieldError('code')}
          trailing={<SendCodeButton onSend={send} />}
        />
      </form>
    </FormDialog>
  );
}
