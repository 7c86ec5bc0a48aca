/**
 * Sign in with an account and password. CheckIsRemoteLogIn runs first, so that a sign-in from
 * a new place can say why it asks for a code; a second step, if SignIn asks for one, follows.
 */
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { AccountField } from './AccountField.tsx';
import { finishSignIn } from './finish-sign-in.ts';
import { accountCheck, accountRequest, accountShape, emptyAccount, type AccountValues } from './form-schemas.ts';
import { PasswordField } from './PasswordField.tsx';
import { refusalOf, type Refusal } from './refusals.ts';
import { SecondStep, type PendingSignIn } from './SecondStep.tsx';
import { checkIsRemoteLogIn, signIn } from './sign-in-calls.ts';
import { useErrorText } from './use-error-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

const schema = z
  .object({ ...accountShape, password: z.string().check(z.minLength(1, 'signIn.password.required')) })
  .check(accountCheck);
type Values = AccountValues & { password: string };

export function PasswordLogin() {
  const t = useT();
  const errorText = useErrorText();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ...emptyAccount, password: '' } });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const account = accountRequest(values);
    const remote = await checkIsRemoteLogIn(account);
    const result = remote.ok ? await signIn(account, values.password) : remote;
    if (!result.ok) {
      const refusal = refusalOf(result.error);
      if (refusal.field === 'password' || refusal.field === 'account') {
        landOnField(form, refusal.field === 'password' ? 'password' : values.kind, refusal.message.id, 'server');
      } else setAlert(refusal.message);
      return;
    }
    if (finishSignIn(result.data)) return;
    const { VerifyType, VerifyToken } = result.data;
    if (!VerifyType || !VerifyToken) return setAlert({ id: 'error.request' });
    const shownAccount = values.kind === 'email' ? account.Account : `+${account.AreaCode} ${account.Account}`;
    setPending({
      verifyType: VerifyType,
      verifyToken: VerifyToken,
      account,
      shownAccount,
      remote: remote.ok && remote.data.IsRemote,
    });
  });

  if (pending) {
    // Back to the password form, which keeps what was typed.
    return <SecondStep pending={pending} onBack={() => setPending(null)} />;
  }

  return (
    <FormProvider {...form}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
        <AccountField id="login-account" usage="existing" />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          error={errorText(formState.errors.password)}
          field={register('password')}
        />
        <Button type="submit" className="auth-form__submit" busy={formState.isSubmitting}>
          {t('signIn.login.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
