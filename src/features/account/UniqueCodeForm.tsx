/**
 * The customer's public unique code: 6 to 20 letters, digits or underscores, not used by anyone
 * else; reviewed, then sent once (the money-action kit).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { setUniqueCode, settingsHref, uniqueCodeRefusals } from './account-change.ts';
import { uniqueCodeSchema, type UniqueCodeValues } from './schemas.ts';

interface UniqueCodeFormProps {
  current: string | null;
  onDone: (messageId: string) => void;
}

export function UniqueCodeForm({ current, onDone }: UniqueCodeFormProps) {
  const t = useT();
  const form = useForm<UniqueCodeValues>({
    resolver: zodResolver(uniqueCodeSchema),
    defaultValues: { uniqueCode: current ?? '' },
  });
  const action = useMoneyAction<string, unknown, UniqueCodeValues>({
    send: ({ request }) =>
      sendOperation(setUniqueCode, { params: { query: { UniqueCode: request } } }, uniqueCodeRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    form,
    onDone: () => onDone('account.uniqueCode.saved'),
    // What the settings now hold, reloaded: the same code is never offered to send again.
    onUnknownClosed: () => form.reset({ uniqueCode: current ?? '' }),
  });
  const submit = form.handleSubmit(({ uniqueCode }) => action.review(uniqueCode.trim()));

  return (
    <>
      <form className="inline-form" onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <TextField
          label={t('account.uniqueCode.label')}
          hint={t('account.uniqueCode.hint')}
          autoComplete="off"
          maxLength={20}
          field={form.register('uniqueCode')}
          error={action.fieldError('uniqueCode')}
          trailing={<Button type="submit">{t('account.save')}</Button>}
        />
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={[{ label: t('account.uniqueCode.label'), value: action.request ?? '', emphasis: true }]}
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </>
  );
}
