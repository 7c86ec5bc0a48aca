/**
 * Bind a mail address, or change the bound one: the code goes to the new address; then a review
 * of the change, sent once (the money-action kit).
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { TextField } from '../../ui/TextField.tsx';
import { changeEmail, emailRefusals, settingsHref } from './account-change.ts';
import { FormDialog } from './FormDialog.tsx';
import { NewCodeField } from './NewCodeField.tsx';
import { emailSchema, type EmailValues } from './schemas.ts';
import type { SettingFormProps } from './setting-form.ts';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';

interface EmailChange {
  NewEmail: string;
  Code: string;
}

export function EmailForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const formId = useId();
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '', code: '' } });
  const action = useMoneyAction<EmailChange, unknown, EmailValues>({
    send: ({ request }) => sendOperation(changeEmail, { body: request }, emailRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone(user.Email ? 'account.email.changed' : 'account.email.bound'),
    onUnknownClosed: onClose,
  });

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
        <TextField
          label={t('account.email.address')}
          type="email"
          autoComplete="email"
          field={form.register('email')}
          error={action.fieldError('email')}
        />
        <NewCodeField
          form={form}
          targetFields={['email']}
          target={() => ({ Type: 'email', Target: form.getValues('email').trim() })}
          purpose="bindEmail"
          refusals={emailRefusals}
          field={form.register('code')}
          error={action.fieldError('code')}
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
