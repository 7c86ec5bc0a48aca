/**
 * The second step of a password sign-in: a Google authenticator code, or a code sent by mail or
 * SMS (a new place, or the account asks for it). SecurityVerify scene login completes it.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { CodeField } from './CodeField.tsx';
import { finishSignIn } from './finish-sign-in.ts';
import { sixDigitCode } from './form-schemas.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import { secondStepExpiredCode, sendCodeToAccount, verifySignIn } from './sign-in-calls.ts';
import type { AccountRequest, SecondStepType } from './types.ts';
import { useErrorText } from './use-error-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

export interface PendingSignIn {
  verifyType: SecondStepType;
  verifyToken: string;
  account: AccountRequest;
  /** The account as the customer typed it, to say where the code goes. */
  shownAccount: string;
  /** CheckIsRemoteLogIn said this sign-in comes from a new place. */
  remote: boolean;
}

const schema = z.object({ code: sixDigitCode });
type Values = z.infer<typeof schema>;

function introId({ verifyType, remote }: PendingSignIn): string {
  if (verifyType === 'google') return 'signIn.second.google';
  return `signIn.second.${verifyType}${remote ? 'Remote' : ''}`;
}

export function SecondStep({ pending, onBack }: { pending: PendingSignIn; onBack: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const [expired, setExpired] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const { verifyType } = pending;
  const send =
    verifyType === 'google'
      ? undefined
      : async () => {
          setAlert(null);
          const sent = await sendCodeToAccount(verifyType, 'login', pending.account);
          if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
          setAlert(refusalOf(sent.error).message);
          return null;
        };

  const submit = handleSubmit(async ({ code }) => {
    setAlert(null);
    const verified = await verifySignIn(pending.verifyToken, code);
    if (verified.ok) {
      if ('HasPassedLoginValidation' in verified.data && finishSignIn(verified.data)) return;
      setAlert({ id: 'error.request' });
      return;
    }
    if (verified.error.kind === 'code' && String(verified.error.code) === String(secondStepExpiredCode)) {
      setExpired(true);
      return;
    }
    const refusal = refusalOf(verified.error);
    if (refusal.field === 'code') landOnField({ setError, setFocus }, 'code', refusal.message.id, 'server');
    else setAlert(refusal.message);
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="auth-form__title">
        {t('signIn.second.title')}
      </h2>
      <p className="auth-form__intro">{t(introId(pending), { account: pending.shownAccount })}</p>
      {expired ? (
        <FormAlert>{t('signIn.second.expired')}</FormAlert>
      ) : (
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
      )}
      <CodeField
        label={t(verifyType === 'google' ? 'signIn.code.google' : 'signIn.code')}
        error={errorText(formState.errors.code)}
        field={register('code')}
        onSend={send}
        sendDisabled={expired}
      />
      <div className="auth-form__actions">
        <Button type="submit" busy={formState.isSubmitting} disabled={expired}>
          {t('signIn.second.submit')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t(expired ? 'signIn.second.restart' : 'common.back')}
        </Button>
      </div>
    </form>
  );
}
