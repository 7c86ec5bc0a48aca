/**
 * Set the security PIN (six digits, twice) or change it with the old one, with a sent code; then a
 * review of the change, sent once (the money-action kit).
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { TextField } from '../../ui/TextField.tsx';
import { pinRefusals, setPin, settingsHref } from './account-change.ts';
import { FormDialog } from './FormDialog.tsx';
import { OwnCodeField } from './OwnCodeField.tsx';
import { pinSchema, type PinValues } from './schemas.ts';
import type { SettingFormProps } from './setting-form.ts';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';

interface PinChange {
  Pin: string;
  Code: string;
  OldPin?: string;
}

export function PinForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const formId = useId();
  const form = useForm<PinValues>({
    resolver: zodResolver(pinSchema(user.HasPin)),
    defaultValues: { oldPin: '', pin: '', confirmPin: '', code: '' },
  });
  const action = useMoneyAction<PinChange, unknown, PinValues>({
    send: ({ request }) => sendOperation(setPin, { body: request }, pinRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone(user.HasPin ? 'account.pin.changed' : 'account.pin.set'),
    onUnknownClosed: onClose,
  });
  const submit = form.handleSubmit((values) =>
    action.review({ Pin: values.pin, Code: values.code, ...(user.HasPin ? { OldPin: values.oldPin } : {}) }),
  );

  const title = t(user.HasPin ? 'account.pin.changeTitle' : 'account.pin.setTitle');
  const pinInput = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <FormDialog open={open} title={title} formId={formId} submitLabel={t('account.continue')} onClose={onClose}>
      <form id={formId} onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        {user.HasPin && (
          <TextField
            label={t('account.pin.old')}
            {...pinInput}
            field={form.register('oldPin')}
            error={action.fieldError('oldPin')}
          />
        )}
        <TextField
          label={t('account.pin.new')}
          hint={t('account.pin.hint')}
          {...pinInput}
          field={form.register('pin')}
          error={action.fieldError('pin')}
        />
        <TextField
          label={t('account.pin.confirm')}
          {...pinInput}
          field={form.register('confirmPin')}
          error={action.fieldError('confirmPin')}
        />
        <OwnCodeField user={user} purpose="setPin" field={form.register('code')} error={action.fieldError('code')} />
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={[
          {
            label: t('account.pin.title'),
            value: t(user.HasPin ? 'account.review.pinChanges' : 'account.review.pinSet'),
          },
        ]}
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </FormDialog>
  );
}
