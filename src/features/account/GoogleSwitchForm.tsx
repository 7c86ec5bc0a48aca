/**
 * Switches the Google authenticator on or off: its current code and a code sent to the customer
 * (purpose google); then a review of the change, sent once (the money-action kit). The
 * authenticator's code is checked first, so a wrong one lands on its own field.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { callOperation } from '../../api/operation.ts';
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { refusalOf, sendOperation, type SendOutcome } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { UserInfo } from './account-api.ts';
import { personalCenterAuthenticatorGoogle } from '../../../generated/operations/personalCenterAuthenticatorGoogle.ts';
import { googleHref, googleRefusals, switchGoogle, wrongGoogleCode } from './account-change.ts';
import { OwnCodeField } from './OwnCodeField.tsx';
import { googleSchema, type GoogleValues } from './schemas.ts';

interface GoogleSwitch {
  Enable: boolean;
  GoogleCode: string;
  Code: string;
}

/** The check changes nothing: a check without an answer is a refusal to try again, not an outcome unknown. */
async function sendSwitch(request: GoogleSwitch): Promise<SendOutcome<unknown>> {
  const check = await callOperation(personalCenterAuthenticatorGoogle, {
    params: { query: { Code: request.GoogleCode } },
  });
  if (!check.ok) return { kind: 'refused', refusal: refusalOf(check.error, googleRefusals) };
  if (!check.data.Valid) return { kind: 'refused', refusal: wrongGoogleCode };
  return sendOperation(switchGoogle, { body: request }, googleRefusals);
}

interface GoogleSwitchFormProps {
  user: UserInfo;
  enable: boolean;
  onDone: (messageId: string) => void;
}

export function GoogleSwitchForm({ user, enable, onDone }: GoogleSwitchFormProps) {
  const t = useT();
  const form = useForm<GoogleValues>({
    resolver: zodResolver(googleSchema),
    defaultValues: { googleCode: '', code: '' },
  });
  const action = useMoneyAction<GoogleSwitch, unknown, GoogleValues>({
    send: ({ request }) => sendSwitch(request),
    changes: staleAfter.googleAuthenticator,
    recordsHref: googleHref(),
    form,
    onDone: () => onDone(enable ? 'account.google.turnedOn' : 'account.google.turnedOff'),
    onUnknownClosed: () => form.reset(),
  });
  const submit = form.handleSubmit(({ googleCode, code }) =>
    action.review({ Enable: enable, GoogleCode: googleCode, Code: code }),
  );
  const label = t(enable ? 'account.google.turnOn' : 'account.google.turnOff');

  return (
    <>
      <form className="google-form" onSubmit={submit} noValidate>
        <MoneyRefusal action={action} />
        <TextField
          label={t('account.google.code')}
          hint={t('account.google.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          field={form.register('googleCode')}
          error={action.fieldError('googleCode')}
        />
        <OwnCodeField user={user} purpose="google" field={form.register('code')} error={action.fieldError('code')} />
        <Button type="submit" variant={enable ? 'primary' : 'secondary'}>
          {t('account.continue')}
        </Button>
      </form>
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={[
          {
            label: t('account.google.title'),
            value: t(enable ? 'account.review.googleOn' : 'account.review.googleOff'),
            emphasis: true,
          },
        ]}
        confirmLabel={label}
        recordsLabel={t('account.review.checkGoogle')}
      />
    </>
  );
}
