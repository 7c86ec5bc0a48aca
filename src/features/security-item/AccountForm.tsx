/** Step 1, first screen: the customer names the account, by mail address or by phone. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { SecurityItemFlow, useFlowContext, useScreen } from './security-item-flow.ts';
import { digitsField, targetSchema, type TargetValues } from './security-item-schemas.ts';
import { formProblem } from './security-item-text.ts';
import type { AccountInput } from './security-item-types.ts';
import { TargetFields } from './TargetFields.tsx';
import { useProblemOnField } from './use-problem.ts';
import { useT } from '../../i18n/use-t.ts';

type Kind = AccountInput['kind'];
const kinds: readonly Kind[] = ['email', 'phone'];

export function AccountForm() {
  const t = useT();
  const account = useFlowContext((c) => c.account);
  const restarted = useFlowContext((c) => c.restarted);
  const [kind, setKind] = useState<Kind>(account?.kind ?? 'email');
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.account.title')}</h2>
      {restarted && (
        <div className="security-item__notice" role="status">
          <strong>{t('securityItem.restarted.title')}</strong>
          <p>{t('securityItem.restarted.text')}</p>
        </div>
      )}
      <p>{t('securityItem.account.text')}</p>
      <RadioGroup
        label={t('securityItem.account.kind')}
        name="account-kind"
        options={kinds.map((k) => ({ value: k, label: t(`securityItem.account.kind.${k}`) }))}
        value={kind}
        onChange={setKind}
        layout="row"
        look="boxed"
      />
      <AccountFields key={kind} kind={kind} account={account} />
    </>
  );
}

function AccountFields({ kind, account }: { kind: Kind; account: AccountInput | null }) {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const busy = useScreen() === 'firstStep.lookingUp';
  const problem = useFlowContext((c) => c.problem);
  const defaults: TargetValues = {
    email: account?.kind === 'email' ? account.email : '',
    areaCode: account?.kind === 'phone' ? account.areaCode : '234',
    phone: account?.kind === 'phone' ? account.phone : '',
  };
  const { register, handleSubmit, setError, setFocus, formState } = useForm<TargetValues>({
    resolver: zodResolver(targetSchema(kind)),
    defaultValues: defaults,
  });
  useProblemOnField<TargetValues>(
    problem,
    (p) => (p.kind === 'accountUnknown' ? { field: kind, id: `securityItem.error.accountUnknown.${kind}` } : null),
    { setError, setFocus },
  );
  const alert = formProblem(problem);

  const submit = handleSubmit((values) => {
    const named: AccountInput =
      kind === 'email'
        ? { kind, email: values.email.trim() }
        : { kind, areaCode: values.areaCode, phone: values.phone };
    flow.send({ type: 'LOOK_UP', account: named });
  });

  return (
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
        labels={{ email: 'securityItem.field.accountEmail', phone: 'securityItem.field.accountPhone' }}
      />
      <div className="security-item__actions">
        <Button type="submit" busy={busy}>
          {t('securityItem.action.continue')}
        </Button>
      </div>
    </form>
  );
}
