/**
 * Registration: a mail address or phone (checked free when the field is left), its code, a
 * password with its rules shown live, an optional invite code and the agreement. RegisterUser
 * answers a signed-in customer.
 */
import { cardTitleId } from '../../shell/intro-ids.ts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AccountField } from './AccountField.tsx';
import { AgreementField } from './AgreementField.tsx';
import { CodeField } from './CodeField.tsx';
import { finishSignIn } from './finish-sign-in.ts';
import { phoneDigits } from './form-schemas.ts';
import { PasswordField } from './PasswordField.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import { refusalOf, type Refusal } from './refusals.ts';
import { registerDefaults, registerResolver, type RegisterValues, type TakenAccounts } from './register-schema.ts';
import { inviteCodeUnknownCode, registerUser, sendCodeToTarget } from './sign-in-calls.ts';
import { useAvailability } from './use-availability.ts';
import { useErrorText } from './use-error-text.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

const isCode = (error: { kind: string; code?: unknown }, code: number) =>
  error.kind === 'code' && String(error.code) === String(code);

export function RegisterForm() {
  const t = useT();
  const errorText = useErrorText();
  const { search } = useLocation();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const [taken, setTaken] = useState<TakenAccounts>(() => new Set());
  const form = useForm<RegisterValues, TakenAccounts>({
    resolver: registerResolver,
    context: taken,
    defaultValues: registerDefaults(new URLSearchParams(search).get('invite') ?? ''),
  });
  const { register, handleSubmit, trigger, getValues, control, formState } = form;
  const { checkEmail, checkPhone, checkInviteCode, markTaken } = useAvailability(form, (key) =>
    setTaken((known) => new Set(known).add(key)),
  );
  const kind = useWatch({ control, name: 'kind' });
  const password = useWatch({ control, name: 'password' });
  const accountError = formState.errors[kind];

  const sendCode = async () => {
    setAlert(null);
    if (!(await trigger(kind))) return null;
    const { email, phone, areaCode } = getValues();
    const target =
      kind === 'email'
        ? { Type: 'email' as const, Target: email.trim() }
        : { Type: 'sms' as const, Target: phoneDigits(phone), AreaCode: areaCode };
    const sent = await sendCodeToTarget(target, 'register');
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    const refusal = refusalOf(sent.error);
    if (refusal.field === 'account') markTaken(kind);
    else setAlert(refusal.message);
    return null;
  };

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const account =
      values.kind === 'email'
        ? { Email: values.email.trim() }
        : { Phone: phoneDigits(values.phone), AreaCode: values.areaCode };
    const invite = values.inviteCode.trim();
    const result = await registerUser({
      RegisterType: values.kind,
      ...account,
      Password: values.password,
      Code: values.code,
      ...(invite ? { InviteCode: invite } : {}),
    });
    if (result.ok) {
      if (!finishSignIn(result.data)) setAlert({ id: 'error.request' });
      return;
    }
    const refusal = refusalOf(result.error);
    if (refusal.field === 'account') markTaken(values.kind);
    else if (refusal.field === 'code') landOnField(form, 'code', refusal.message.id, 'server');
    else if (isCode(result.error, inviteCodeUnknownCode))
      landOnField(form, 'inviteCode', 'signIn.invite.unknown', 'unknown');
    else setAlert(refusal.message);
  });

  const takenNotice =
    accountError?.type === 'taken' ? (
      <p className="auth-notice">
        <Link to={pagePath('login')}>{t('signIn.register.loginInstead')}</Link>
      </p>
    ) : null;

  return (
    <FormProvider {...form}>
      <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={cardTitleId}>
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
        <AccountField
          id="register-account"
          usage="new"
          onEmailBlur={checkEmail}
          onPhoneBlur={checkPhone}
          notice={takenNotice}
        />
        <CodeField
          label={t('signIn.code')}
          error={errorText(formState.errors.code)}
          field={register('code')}
          onSend={sendCode}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="new-password"
          error={errorText(formState.errors.password)}
          aria-describedby="register-password-rules"
          field={register('password')}
        />
        <PasswordRules id="register-password-rules" password={password} />
        <TextField
          label={t('signIn.invite')}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorText(formState.errors.inviteCode)}
          field={register('inviteCode', { onBlur: checkInviteCode })}
        />
        <AgreementField />
        <Button type="submit" className="auth-form__submit" busy={formState.isSubmitting}>
          {t('signIn.register.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
