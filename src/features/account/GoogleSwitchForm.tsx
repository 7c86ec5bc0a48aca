/**
 * Switches the Google authenticator on or off: its current code (checked first, so a wrong one
 * lands on its own field) and a code sent to the customer (purpose google).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { UserInfo } from './account-api.ts';
import { OwnCodeField } from './OwnCodeField.tsx';
import { handledCodes, type FieldRefusals } from './refusals.ts';
import { googleSchema, type GoogleValues } from './schemas.ts';
import { codeRefusals } from './setting-form.ts';
import { useFieldError, useFormRefusal } from './use-form-refusal.ts';
import { useT } from '../../i18n/use-t.ts';

const refusals: FieldRefusals<keyof GoogleValues> = { ...codeRefusals };

interface GoogleSwitchFormProps {
  user: UserInfo;
  enable: boolean;
  onDone: (messageId: string) => void;
}

export function GoogleSwitchForm({ user, enable, onDone }: GoogleSwitchFormProps) {
  const t = useT();
  const { register, handleSubmit, setError, formState } = useForm<GoogleValues>({
    resolver: zodResolver(googleSchema),
    defaultValues: { googleCode: '', code: '' },
  });
  const { formError, clearFormError, showRefusal } = useFormRefusal(setError);
  const fieldError = useFieldError(formState.errors);

  const submit = handleSubmit(async ({ googleCode, code }) => {
    clearFormError();
    const check = await call(
      api().base.GET('/api/idcm/customer/PersonalCenter/AuthenticatorGoogle', {
        params: { query: { Code: googleCode } },
      }),
    );
    if (!check.ok) return showRefusal(check.error, refusals);
    if (!check.data.Valid)
      return setError('googleCode', { type: 'server', message: 'account.error.googleWrong' }, { shouldFocus: true });
    const body = { Enable: enable, GoogleCode: googleCode, Code: code };
    const saved = await call(api().base.POST('/api/idcm/customer/PersonalCenter/SetGoogleTFA', { body }), {
      ignore: handledCodes(refusals),
    });
    if (saved.ok) onDone(enable ? 'account.google.turnedOn' : 'account.google.turnedOff');
    else showRefusal(saved.error, refusals);
  });

  return (
    <form className="google-form" onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('account.google.code')}
        hint={t('account.google.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        field={register('googleCode')}
        error={fieldError('googleCode')}
      />
      <OwnCodeField user={user} purpose="google" field={register('code')} error={fieldError('code')} />
      <Button type="submit" variant={enable ? 'primary' : 'secondary'} busy={formState.isSubmitting}>
        {t(enable ? 'account.google.turnOn' : 'account.google.turnOff')}
      </Button>
    </form>
  );
}
