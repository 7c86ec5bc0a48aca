/** The customer's public unique code: 6 to 20 letters, digits or underscores, not used by anyone else. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { handledCodes, type FieldRefusals } from './refusals.ts';
import { uniqueCodeSchema, type UniqueCodeValues } from './schemas.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';
import { useT } from '../../i18n/use-t.ts';

const refusals: FieldRefusals<keyof UniqueCodeValues> = {
  '20006': { field: 'uniqueCode', id: 'account.error.uniqueCodeTaken' },
};

export function UniqueCodeForm({ current, onDone }: { current: string | null; onDone: (messageId: string) => void }) {
  const t = useT();
  const { register, handleSubmit, setError, formState } = useForm<UniqueCodeValues>({
    resolver: zodResolver(uniqueCodeSchema),
    defaultValues: { uniqueCode: current ?? '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async ({ uniqueCode }) => {
    clearFormError();
    const saved = await call(
      api().base.GET('/api/idcm/customer/PersonalCenter/SetUniqueCode', {
        params: { query: { UniqueCode: uniqueCode } },
      }),
      { ignore: handledCodes(refusals) },
    );
    if (saved.ok) onDone('account.uniqueCode.saved');
    else showRefusal(saved.error, refusals);
  });

  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('account.uniqueCode.label')}
        hint={t('account.uniqueCode.hint')}
        autoComplete="off"
        maxLength={20}
        field={register('uniqueCode')}
        error={fieldError('uniqueCode')}
        trailing={
          <Button type="submit" busy={formState.isSubmitting}>
            {t('account.save')}
          </Button>
        }
      />
    </form>
  );
}
