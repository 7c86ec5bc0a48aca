/** Password recovery, first step: which account? GetCustomerBindInfo says where its codes can go. */
import { cardTitleId } from '../../shell/intro-ids.ts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { AccountField } from './AccountField.tsx';
import { accountCheck, accountRequest, accountShape, emptyAccount, type AccountValues } from './form-schemas.ts';
import type { FoundAccount } from './recovery-state.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import { accountUnknownCode, getBindInfo } from './sign-in-calls.ts';
import { useT } from '../../i18n/use-t.ts';
import { landOnField } from '../../ui/land-on-field.ts';

const schema = z.object(accountShape).check(accountCheck);

export function FindAccountStep({ onFound }: { onFound: (found: FoundAccount) => void }) {
  const t = useT();
  const [alert, setAlert] = useState<Refusal['message'] | null>(null);
  const form = useForm<AccountValues>({ resolver: zodResolver(schema), defaultValues: emptyAccount });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const account = accountRequest(values);
    const bind = await getBindInfo(account);
    if (bind.ok) {
      onFound({
        account,
        shownAccount: values.kind === 'email' ? account.Account : `+${account.AreaCode} ${account.Account}`,
        bind: bind.data,
      });
      return;
    }
    if (bind.error.kind === 'code' && String(bind.error.code) === String(accountUnknownCode)) {
      landOnField(form, values.kind, `signIn.recover.unknown.${values.kind}`, 'server');
    } else setAlert(refusalOf(bind.error).message);
  });

  return (
    <FormProvider {...form}>
      <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={cardTitleId}>
        <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
        <AccountField id="recover-account" usage="existing" />
        <Button type="submit" className="auth-form__submit" busy={form.formState.isSubmitting}>
          {t('signIn.recover.next')}
        </Button>
      </form>
    </FormProvider>
  );
}
