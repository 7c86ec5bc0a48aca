/**
 * Password recovery, second step: pick where the code goes (masked), send it, enter it. The code
 * is checked (CheckVerifyCodeInvalid, which does not spend it) before going on to /user/setPwd.
 */
import { cardTitleId } from '../../shell/intro-ids.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { CodeField } from './CodeField.tsx';
import { sixDigitCode } from './form-schemas.ts';
import type { CodeChecked, FoundAccount } from './recovery-state.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import { checkRecoveryCode, sendCodeToAccount } from './sign-in-calls.ts';
import { useErrorText } from './use-error-text.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

type Channel = 'email' | 'sms';
const schema = z.object({ channel: z.enum(['email', 'sms']), code: sixDigitCode });
type Values = z.infer<typeof schema>;

interface RecoveryCodeStepProps {
  found: FoundAccount;
  /** A refusal that sent the customer back here from /user/setPwd. */
  refusedCode?: '20001' | '20002';
  onChangeAccount: () => void;
}

export function RecoveryCodeStep({ found, refusedCode, onChangeAccount }: RecoveryCodeStepProps) {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const { bind, account } = found;
  const channels: { id: Channel; shown: string }[] = [];
  if (bind.Email) channels.push({ id: 'email', shown: bind.Email });
  if (bind.Phone) channels.push({ id: 'sms', shown: `+${bind.AreaCode ?? ''} ${bind.Phone}` });
  const { register, handleSubmit, setError, setFocus, getValues, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { channel: channels[0]?.id ?? 'email', code: '' },
  });

  // Back from /user/setPwd with a refused code: say why on the code field.
  useEffect(() => {
    if (refusedCode) landOnField({ setError, setFocus }, 'code', `code.${refusedCode}`, 'server');
  }, [refusedCode, setError, setFocus]);

  const send = async () => {
    setAlert(null);
    const sent = await sendCodeToAccount(getValues('channel'), 'findPwd', account);
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    setAlert(refusalOf(sent.error).message);
    return null;
  };

  const submit = handleSubmit(async ({ channel, code }) => {
    setAlert(null);
    const check = await checkRecoveryCode(channel, account, code);
    if (!check.ok) return setAlert(refusalOf(check.error).message);
    if (!check.data.Valid)
      return landOnField({ setError, setFocus }, 'code', check.data.Expired ? 'code.20002' : 'code.20001', 'server');
    const state: CodeChecked = { found, channel, code };
    navigate(pagePath('setPassword'), { state });
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={cardTitleId}>
      <p className="auth-account">
        <span>{t('signIn.recover.account', { account: found.shownAccount })}</span>
        <button type="button" className="auth-link-button" onClick={onChangeAccount}>
          {t('signIn.recover.changeAccount')}
        </button>
      </p>
      <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
      {channels.length === 0 ? (
        <FormAlert>{t('signIn.recover.noChannel')}</FormAlert>
      ) : (
        <RadioGroup
          label={t('signIn.recover.sendTo')}
          options={channels.map((channel) => ({
            value: channel.id,
            label: t(`signIn.recover.channel.${channel.id}`, { target: channel.shown }),
          }))}
          field={register('channel')}
          look="boxed"
        />
      )}
      <CodeField
        label={t('signIn.code')}
        error={errorText(formState.errors.code)}
        field={register('code')}
        onSend={send}
        sendDisabled={channels.length === 0}
      />
      <Button
        type="submit"
        className="auth-form__submit"
        busy={formState.isSubmitting}
        disabled={channels.length === 0}
      >
        {t('signIn.recover.next')}
      </Button>
    </form>
  );
}
