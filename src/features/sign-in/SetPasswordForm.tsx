/** The new password, twice, and the Google code when the account has the authenticator on; then ForgetPass. */
import { cardTitleId } from '../../shell/intro-ids.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { CodeField } from './CodeField.tsx';
import { newPassword } from './form-schemas.ts';
import { PasswordField } from './PasswordField.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import type { CodeChecked, CodeRefused } from './recovery-state.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import { forgetPass } from './sign-in-calls.ts';
import { useErrorText } from './use-error-text.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

const schemaFor = (googleEnabled: boolean) =>
  z.object({ password: newPassword, confirm: z.string(), googleCode: z.string() }).check(
    z.superRefine((v, ctx) => {
      if (v.confirm !== v.password)
        ctx.addIssue({ code: 'custom', path: ['confirm'], input: v.confirm, message: 'signIn.reset.mismatch' });
      if (googleEnabled && !/^\d{6}$/.test(v.googleCode))
        ctx.addIssue({ code: 'custom', path: ['googleCode'], input: v.googleCode, message: 'signIn.code.invalid' });
    }),
  );
const withGoogle = schemaFor(true);
const withoutGoogle = schemaFor(false);
type Values = z.infer<typeof withGoogle>;

export function SetPasswordForm({ checked, onDone }: { checked: CodeChecked; onDone: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const { found, code } = checked;
  const googleEnabled = found.bind.GoogleEnabled;
  const { register, handleSubmit, setError, setFocus, control, formState } = useForm<Values>({
    resolver: zodResolver(googleEnabled ? withGoogle : withoutGoogle),
    defaultValues: { password: '', confirm: '', googleCode: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const reset = await forgetPass(found.account, code, values.password, googleEnabled ? values.googleCode : undefined);
    if (reset.ok) return onDone();
    const refusal = refusalOf(reset.error);
    if (refusal.field !== 'code') return setAlert(refusal.message);
    const refusedCode = refusal.message.id === 'code.20002' ? '20002' : '20001';
    // The Google code is checked first, so a wrong code with the authenticator on is most likely that one.
    if (googleEnabled && refusedCode === '20001')
      return landOnField({ setError, setFocus }, 'googleCode', refusal.message.id, 'server');
    const back: CodeRefused = { found, refusedCode };
    navigate(pagePath('findPassword'), { replace: true, state: back });
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={cardTitleId}>
      <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
      <PasswordField
        label={t('signIn.reset.password')}
        autoComplete="new-password"
        error={errorText(formState.errors.password)}
        aria-describedby="reset-password-rules"
        field={register('password')}
      />
      <PasswordRules id="reset-password-rules" password={password} />
      <PasswordField
        label={t('signIn.reset.confirm')}
        autoComplete="new-password"
        error={errorText(formState.errors.confirm)}
        field={register('confirm')}
      />
      {googleEnabled && (
        <CodeField
          label={t('signIn.code.google')}
          error={errorText(formState.errors.googleCode)}
          field={register('googleCode')}
        />
      )}
      <Button type="submit" className="auth-form__submit" busy={formState.isSubmitting}>
        {t('signIn.reset.submit')}
      </Button>
    </form>
  );
}
