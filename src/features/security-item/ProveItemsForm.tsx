/**
 * Step 1, last screen: a code for every other bound item (sent to the phone or mail address
 * the customer still has; the Google authenticator's own code), which SecurityVerify turns into
 * the ticket for step 3.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendBoundItemCode } from './security-item-api.ts';
import { SecurityItemFlow, useFlowContext, useScreen } from './security-item-flow.ts';
import { itemCodesSchema } from './security-item-schemas.ts';
import { codeProblemId, formProblem, itemInTextId } from './security-item-text.ts';
import { itemsToProve, type ItemCodes, type SecurityItem } from './security-item-types.ts';
import { useProblemOnField, useResendKeys } from './use-problem.ts';
import { useT } from '../../i18n/use-t.ts';

type CodeValues = Partial<Record<SecurityItem, string>>;

export function ProveItemsForm() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const busy = useScreen() === 'firstStep.verifying';
  const account = useFlowContext((c) => c.account)!;
  const info = useFlowContext((c) => c.bindInfo)!;
  const lost = useFlowContext((c) => c.lost)!;
  const problem = useFlowContext((c) => c.problem);
  const items = itemsToProve(info, lost);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<CodeValues>({
    resolver: zodResolver(itemCodesSchema(items)),
  });
  useProblemOnField<CodeValues>(
    problem,
    (p) => (p.kind === 'code' && p.field !== 'replacement' ? { field: p.field, id: codeProblemId(p.reason) } : null),
    { setError, setFocus },
  );
  const resendKey = useResendKeys(problem);
  const alert = formProblem(problem);

  const where = (item: SecurityItem) =>
    item === 'phone' ? `+${info.AreaCode ?? ''} ${info.Phone ?? ''}` : (info.Email ?? '');
  const label = (item: SecurityItem) =>
    item === 'google' ? t('securityItem.prove.googleCode') : t('securityItem.prove.sentCode', { target: where(item) });
  const submit = handleSubmit((values) => {
    const codes: ItemCodes = Object.fromEntries(items.map((item) => [item, values[item]]));
    flow.send({ type: 'PROVE', codes });
  });

  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.prove.title')}</h2>
      <p>{t('securityItem.prove.text', { item: t(itemInTextId(lost)) })}</p>
      <form onSubmit={submit} noValidate>
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
        {items.map((item) => {
          const message = formState.errors[item]?.message;
          const sendable = item === 'phone' || item === 'email' ? item : null;
          return (
            <TextField
              key={item}
              label={label(item)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={item === 'google' ? t('securityItem.prove.googleHint') : undefined}
              error={message ? t(message) : undefined}
              trailing={
                sendable && (
                  <SendCodeButton key={resendKey(sendable)} onSend={() => sendBoundItemCode(account, sendable)} />
                )
              }
              field={register(item)}
            />
          );
        })}
        <div className="security-item__actions">
          <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
            {t('common.back')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('securityItem.action.verify')}
          </Button>
        </div>
      </form>
    </>
  );
}
