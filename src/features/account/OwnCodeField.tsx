/**
 * The verification-code field of a change to the account: the code goes to the customer's own
 * mail address or phone (a choice when both are bound), with the resend countdown.
 */
import { useState, type ComponentProps } from 'react';
import { SelectField } from '../../ui/SelectField.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendCode, type CodePurpose, type CodeTarget, type UserInfo } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';

type Owner = Pick<UserInfo, 'Email' | 'Phone' | 'AreaCode'>;

function targetsOf(user: Owner): { key: 'email' | 'sms'; target: CodeTarget; shown: string }[] {
  const targets: { key: 'email' | 'sms'; target: CodeTarget; shown: string }[] = [];
  if (user.Email) targets.push({ key: 'email', target: { Type: 'email', Target: user.Email }, shown: user.Email });
  if (user.Phone && user.AreaCode)
    targets.push({
      key: 'sms',
      target: { Type: 'sms', Target: user.Phone, AreaCode: user.AreaCode },
      shown: `+${user.AreaCode} ${user.Phone}`,
    });
  return targets;
}

interface OwnCodeFieldProps {
  user: Owner;
  purpose: CodePurpose;
  field: ComponentProps<typeof TextField>['field'];
  error?: string;
}

export function OwnCodeField({ user, purpose, field, error }: OwnCodeFieldProps) {
  const t = useT();
  const targets = targetsOf(user);
  const [chosen, setChosen] = useState(0);
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);
  const target = targets[chosen];

  const send = async () => {
    if (!target) return null;
    const answer = await sendCode(target.target, purpose);
    if (!answer.ok) return null;
    setSent({ to: target.shown, minutes: Math.max(1, Math.round(answer.data.ExpireSeconds / 60)) });
    return { resendSeconds: answer.data.ResendSeconds };
  };

  return (
    <>
      {targets.length > 1 && (
        <SelectField
          label={t('account.code.channel')}
          value={String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
          options={targets.map((item, index) => ({
            value: String(index),
            label: t(`account.code.channel.${item.key}`, { target: item.shown }),
          }))}
        />
      )}
      <TextField
        label={t('account.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        field={field}
        error={error}
        hint={
          sent
            ? t('account.code.sentTo', { target: sent.to, minutes: sent.minutes })
            : target
              ? t('account.code.willSend', { target: target.shown })
              : t('account.code.noTarget')
        }
        trailing={<SendCodeButton onSend={send} disabled={!target} />}
      />
    </>
  );
}
