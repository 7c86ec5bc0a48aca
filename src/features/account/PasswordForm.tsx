/**
 * Change the login password: the current one, the new one twice, and a sent code; then a review
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
import { changePassword, passwordRefusals, settingsHref } from './account-change.ts';
import { FormDialog } from './FormDialog.tsx';
import { OwnCodeField } from './OwnCodeField.tsx';
import { passwordSchema, type PasswordValues } from './schemas.ts';
import type { SettingFormProps } from './setting-form.ts';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';

interface PasswordChange {
  OldPassword: string;
  NewPassword: string;
  Code: string;
}

export function PasswordForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const formId = useId();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const action = useMoneyAction<PasswordChange, unknown, PasswordValues>({
    send: ({ request }) => sendOperation(changePassword, { body: request }, passwordRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone('account.password.changed'),
    onUnknownClosed: onClose,
  });
  const submit = form.handleSubmit((values) =>
    action.review({ OldPassword: values.oldPassword, NewPassword: values.newPassword, Code: values.code }),
  );

  return (
    <FormDialog
      open={open}
      title={t('account.password.title')}
      formId={formId}
      submitLabel={t('account.continue')}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <TextField
          label={t('account.password.old')}
          type="password"
          autoComplete="current-password"
          field={form.register('oldPassword')}
          error={action.fieldError('oldPassword')}
        />
        <TextField
          label={t('account.password.new')}
          hint={t('account.password.hint')}
          type="password"
          autoComplete="new-password"
          field={form.register('newPassword')}
          error={action.fieldError('newPassword')}
        />
        <TextField
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          field={form.register('confirmPassword')}
          error={action.fieldError('confirmPassword')}
        />
        <OwnCodeField
          user={user}
          purpose="modifyPassword"
          field={form.register('code')}
          error={action.fieldError('code')}
        />
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={[{ label: t('account.password.section'), value: t('account.review.passwordChanges') }]}
        warnings={[t('account.password.text')]}
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </FormDialog>
  );
}
