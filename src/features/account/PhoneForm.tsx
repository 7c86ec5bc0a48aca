/** Bind a phone, or change the bound one: the code goes to the new phone. */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendCode } from './account-api.ts';
import { FormDialog } from './FormDialog.tsx';
import { handledCodes, type FieldRefusals } from './refusals.ts';
import { phoneSchema, type PhoneValues } from './schemas.ts';
import { codeRefusals, type SettingFormProps } from './setting-form.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';
import { useT } from '../../i18n/use-t.ts';

const refusals: FieldRefusals<keyof PhoneValues> = {
  ...codeRefusals,
  '20004': { field: 'phone', id: 'account.error.phoneTaken' },
};

export function PhoneForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const formId = useId();
  const { register, handleSubmit, setError, formState, trigger, getValues } = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { areaCode: user.AreaCode ?? '234', phone: '', code: '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const send = async () => {
    if (!(await trigger(['areaCode', 'phone']))) return null;
    const { areaCode, phone } = getValues();
    const sent = await sendCode({ Type: 'sms', Target: phone.trim(), AreaCode: areaCode.trim() }, 'bindPhone', {
      ignore: ['20004'],
    });
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    showRefusal(sent.error, refusals);
    return null;
  };

  const submit = handleSubmit(async (values) => {
    clearFormError();
    const body = { NewPhone: values.phone, NewAreaCode: values.areaCode, Code: values.code };
    const saved = await call(api().base.POST('/api/idcm/customer/PersonalCenter/ModifyPhone', { body }), {
      ignore: handledCodes(refusals),
    });
    if (saved.ok) onDone(user.Phone ? 'account.phone.changed' : 'account.phone.bound');
    else showRefusal(saved.error, refusals);
  });

  return (
    <FormDialog
      open={open}
      title={t(user.Phone ? 'account.phone.changeTitle' : 'account.phone.bindTitle')}
      formId={formId}
      submitLabel={t('account.save')}
      busy={formState.isSubmitting}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <div className="field-pair">
          <TextField
            label={t('account.phone.areaCode')}
            inputMode="numeric"
            maxLength={4}
            field={register('areaCode')}
            error={fieldError('areaCode')}
          />
          <TextField
            label={t('account.phone.number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            field={register('phone')}
            error={fieldError('phone')}
          />
        </div>
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
