/**
 * Adding or changing a bank account for pay-outs, with the form the server describes for the
 * payment type (its fields, selects and checks), not one written per country.
 */
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { fromPayOutField, type ServerField } from '../../lib/server-form.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { ServerForm } from '../../ui/ServerForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { staleAfter } from '../../data/stale.ts';
import {
  bankListQuery,
  createBankAccount,
  payOutFormQuery,
  updateBankAccount,
  type BankAccount,
} from './payout-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface BankAccountDialogProps {
  payTypeId: number;
  fiatCode: FiatCode;
  /** The account being changed; a new one when absent. */
  account?: BankAccount;
  onClose: () => void;
  onSaved: (account: BankAccount) => void;
}

type AccountBody = { BankCode: string; AccountNumber: string; AccountName: string };

export function BankAccountDialog({ payTypeId, fiatCode, account, onClose, onSaved }: BankAccountDialogProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const form = useApiQuery(payOutFormQuery(payTypeId));
  const needsBanks = form.data?.some((field) => field.Type === 'select' && field.Options.length === 0) ?? false;
  const banks = useApiQuery(bankListQuery(fiatCode, needsBanks));
  const create = useApiMutation(createBankAccount, { changes: staleAfter.bankAccounts, ignore: ['30021', '10001'] });
  const update = useApiMutation(updateBankAccount, {
    changes: staleAfter.bankAccounts,
    ignore: ['30021', '10001', '10004'],
  });

  const fields: ServerField[] | null = form.data
    ? form.data.map((field) => {
        const described = fromPayOutField(field);
        return described.type === 'select' && described.options.length === 0
          ? { ...described, options: (banks.data ?? []).map((o) => ({ value: o.Value, label: o.Name })) }
          : described;
      })
    : null;

  const save = async (values: Record<string, string>) => {
    const body = values as AccountBody;
    const answer = account ? await update.send({ body: { ...body, Id: account.Id } }) : await create.send({ body });
    if (answer.ok) return onSaved(answer.data);
    return { message: errorText(answer.error) };
  };

  return (
    <Dialog
      open
      title={t(account ? 'assets.bank.editTitle' : 'assets.bank.addTitle')}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('assets.bank.cancel')}
        </Button>
      }
    >
      {form.isError && <LoadError message={errorText(form.error)} onRetry={() => void form.refetch()} />}
      {!fields && !form.isError && <Skeleton lines={5} />}
      {fields && (!needsBanks || banks.data) && (
        <ServerForm
          fields={fields}
          initialValues={
            account
              ? { BankCode: account.BankCode, AccountNumber: account.AccountNumber, AccountName: account.AccountName }
              : {}
          }
          submitLabel={t(account ? 'assets.bank.save' : 'assets.bank.add')}
          onSubmit={save}
        />
      )}
    </Dialog>
  );
}
