/**
 * Step 2: the new phone or mail address and the code sent to it. The code is checked (not spent)
 * before step 3; an expired one is explained and its send button starts afresh.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendReplacementCode } from './security-item-api.ts';
import { SecurityItemFlow, useFlowContext, useScreen } from './security-item-flow.ts';
import { digitsField, replacementSchema, type TargetValues } from './security-item-schemas.ts';
import { codeProblemId, formProblem } from './security-item-text.ts';
import type { Replacement, ReplacementTarget } from './security-item-types.ts';
import { TargetFields } from './TargetFields.tsx';
import { useProblemOnField, useResendKeys } from './use-problem.ts';
import { useT } from '../../i18n/use-t.ts';

type ReplacementValues = TargetValues & { code: string };

const targetOf = (kind: 'email' | 'phone', values: TargetValues): ReplacementTarget =>
  kind === 'email' ? { kind, email: values.email.trim() } : { kind, areaCode: values.areaCode, phone: values.phone };

export function ReplacementForm() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const busy = useScreen() === 'secondStep.checking';
  const kind = useFlowContext((c) => c.lost) === 'phone' ? 'phone' : 'email';
  const earlier = useFlowContext((c) => c.replacement);
  const problem = useFlowContext((c) => c.problem);
  const { register, handleSubmit, setError, setFocus, formState, trigger, getValues } = useForm<ReplacementValues>({
    resolver: zodResolver(replacementSchema(kind)),
    defaultValues: {
      email: earlier?.kind === 'email' ? earlier.email : '',
      areaCode: earlier?.kind === 'phone' ? earlier.areaCode : '234',
      phone: earlier?.kind === 'phone' ? earlier.phone : '',
      code: '',
    },
  });
  useProblemOnField<ReplacementValues>(
    problem,
    (p) =>
      p.kind === 'code'
        ? { field: 'code', id: codeProblemId(p.reason) }
        : p.kind === 'targetTaken'
          ? { field: kind, id: `securityItem.error.targetTaken.${kind}` }
          : null,
    { setError, setFocus },
  );
  const resendKey = useResendKeys(problem);
  const alert = formProblem(problem);

  // A code goes only to a target that looks right; the customer sees why not on the field.
  const send = async () =>
    (await trigger(kind === 'email' ? ['email'] : ['areaCode', 'phone']))
      ? sendReplacementCode(targetOf(kind, getValues()))
      : null;
  const submit = handleSubmit((values) => {
    const replacement: Replacement = { ...targetOf(kind, values), code: values.code };
    flow.send({ type: 'REPLACE', replacement });
  });
  const codeError = formState.errors.code?.message;

  return (
    <>
      <h2 tabIndex={-1}>{t(`securityItem.replace.title.${kind}`)}</h2>
      <p>{t(`securityItem.replace.text.${kind}`)}</p>
      <form onSubmit={submit} noValidate>
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
        <TargetFields
          kind={kind}
          fields={{
            email: register('email'),
            areaCode: register('areaCode', digitsField),
            phone: register('phone', digitsField),
          }}
          errors={formState.errors}
          labels={{ email: 'securityItem.field.newEmail', phone: 'securityItem.field.newPhone' }}
        />
        <TextField
          label={t(`securityItem.replace.code.${kind}`)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={codeError ? t(codeError) : undefined}
          trailing={<SendCodeButton key={resendKey('replacement')} onSend={send} />}
          field={register('code')}
        />
        <div className="security-item__actions">
          <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
            {t('common.back')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('securityItem.action.continue')}
          </Button>
        </div>
      </form>
    </>
  );
}
