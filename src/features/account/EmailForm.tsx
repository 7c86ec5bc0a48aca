/**
 * Bind a mail address, or change the bound one: the code goes to the new address; then a review
 * of the change, sent once (the money-action kit).
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { refusalOf, sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useRefusalText } from '../../money-action/refusal-text.ts';
import { sendCode } from './account-api.ts';
import { accountChanges, changeEmail, emailRefusals, settingsHref } from './account-change.ts';
import { FormDialog } from './FormDialog.tsx';
import { emailSchema, type EmailValues } from './schemas.ts';
import type { SettingFormProps } from './setting-form.ts';
import { useT } from '../../i18n/use-t.ts';

interface EmailChange {
  NewEmail: string;
  Code: string;
}

export function EmailForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const refusalText = useRefusalText();
  const formId = useId();
  const [sendFailed, setSendFailed] = useState<string | null>(null);
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '', code: '' } });
  const action = useMoneyAction<EmailChange, unknown, EmailValues>({
    send: ({ request }) => sendOperation(changeEmail, { body: request }, emailRefusals),
    changes: accountChanges,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone(user.Email ? 'account.email.changed' : 'account.email.bound'),
    onUnknownClosed: onClose,
  });
  const errorOf = (name: keyof EmailValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const send = async () => {
    setSendFailed(null);
    if (!(await form.trigger('email'))) return null;
    const sent = await sendCode({ Type: 'email', Target: form.getValues('email').trim() }, 'bindEmail', {
      ignore: ['20004'],
    });
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    const refusal = refusalOf(sent.error, emailRefusals);
    if (refusal.field === 'email')
      form.setError('email', { type: 'refused', message: refusal.id }, { shouldFocus: true });
    else setSendFailed(refusalText(refusal));
    return null;
  };
  const submit = form.handleSubmit((values) => action.review({ NewEmail: values.email.trim(), Code: values.code }));

  return (
    <FormDialog
      open={open}
      title={t(user.Email ? 'account.email.changeTitle' : 'account.email.bindTitle')}
      formId={formId}
      submitLabel={t('account.continue')}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <FormAlert>{sendFailed}</FormAlert>
        <TextField
          label={t('account.email.address')}
          type="email"
          autoComplete="email"
          field={form.register('email')}
          error={errorOf('email')}
        />
        <TextField
          label={t('account.code.labelNew')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          field={form.register('code')}
          error={errorOf('code')}
          trailing={<SendCodeButton onSend={send} />}
        />
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={
          action.request ? [{ label: t('account.email.address'), value: action.request.NewEmail, emphasis: true }] : []
        }
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </FormDialog>
  );
}
