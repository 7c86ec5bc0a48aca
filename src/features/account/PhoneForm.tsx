/**
 * Bind a phone, or change the bound one: the code goes to the new phone; then a review of the
 * change, sent once (the money-action kit).
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { TextField } from '../../ui/TextField.tsx';
import { changePhone, phoneRefusals, settingsHref } from './account-change.ts';
import { FormDialog } from './FormDialog.tsx';
import { NewCodeField } from './NewCodeField.tsx';
import { phoneSchema, type PhoneValues } from './schemas.ts';
import type { SettingFormProps } from './setting-form.ts';

interface PhoneChange {
  NewPhone: string;
  NewAreaCode: string;
  Code: string;
}

export function PhoneForm({ user, open, onClose, onDone }: SettingFormProps) {
  const t = useT();
  const formId = useId();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { areaCode: user.AreaCode ?? '234', phone: '', code: '' },
  });
  const action = useMoneyAction<PhoneChange, unknown, PhoneValues>({
    send: ({ request }) => sendOperation(changePhone, { body: request }, phoneRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone(user.Phone ? 'account.phone.changed' : 'account.phone.bound'),
    onUnknownClosed: onClose,
  });

  const submit = form.handleSubmit((values) =>
    action.review({ NewPhone: values.phone.trim(), NewAreaCode: values.areaCode.trim(), Code: values.code }),
  );

  return (
    <FormDialog
      open={open}
      title={t(user.Phone ? 'account.phone.changeTitle' : 'account.phone.bindTitle')}
      formId={formId}
      submitLabel={t('account.continue')}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <div className="field-pair">
          <TextField
            label={t('account.phone.areaCode')}
            inputMode="numeric"
            maxLength={4}
            field={form.register('areaCode')}
            error={action.fieldError('areaCode')}
          />
          <TextField
            label={t('account.phone.number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            field={form.register('phone')}
            error={action.fieldError('phone')}
          />
        </div>
        <NewCodeField
          form={form}
          targetFields={['areaCode', 'phone']}
          target={() => {
            const { areaCode, phone } = form.getValues();
            return { Type: 'sms', Target: phone.trim(), AreaCode: areaCode.trim() };
          }}
          purpose="bindPhone"
          refusals={phoneRefusals}
          field={form.register('code')}
          error={action.fieldError('code')}
        />
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={
          action.request
            ? [
                {
                  label: t('account.phone.number'),
                  value: `+${action.request.NewAreaCode} ${action.request.NewPhone}`,
                  emphasis: true,
                },
              ]
            : []
        }
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </FormDialog>
  );
}
