/**
 * Adding or changing a bank account for pay-outs, with the form the server describes for the
 * payment type (its fields, selects and checks), not one written per country; then a review of
 * exactly where pay-outs will go, saved once through the money-action kit.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { fromPayOutField, type ServerField } from '../../lib/server-form.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../money-action/outcome.ts';
import { serverFormRows, useServerFieldRefusal } from '../../money-action/server-form-action.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { ServerForm } from '../../ui/ServerForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { staleAfter } from './stale.ts';
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

/** What is saved: the form's fields and their values, as the review shows them. */
interface AccountRequest {
  fields: readonly ServerField[];
  values: Record<string, string>;
}

/** An account saved already or gone: over the form; a refusal naming a field (`Fields.X: …`) on that field. */
export const saveRefusals: RefusalTable = {
  elsewhere: 'form',
  codes: {
    '30021': { id: 'assets.bank.error.saved' },
    '10004': { id: 'assets.bank.error.gone' },
  },
};

export function BankAccountDialog({ payTypeId, fiatCode, account, onClose, onSaved }: BankAccountDialogProps) {
  const t = useT();
  const errorText = useApiErrorText();
  // The accounts are listed on the page the dialog opens from, which reloads them.
  const here = useLocation();
  const form = useApiQuery(payOutFormQuery(payTypeId));
  const needsBanks = form.data?.some((field) => field.Type === 'select' && field.Options.length === 0) ?? false;
  const banks = useApiQuery(bankListQuery(fiatCode, needsBanks));
  const action = useMoneyAction<AccountRequest, BankAccount>({
    send: ({ request }) => {
      const body = request.values as AccountBody;
      return account
        ? sendOperation(updateBankAccount, { body: { ...body, Id: account.Id } }, saveRefusals)
        : sendOperation(createBankAccount, { body }, saveRefusals);
    },
    changes: staleAfter.bankAccounts,
    recordsHref: `${here.pathname}${here.search}`,
    onDone: onSaved,
    onUnknownClosed: onClose,
  });

  const fields = useMemo(
    () =>
      form.data?.map((field) => {
        const described = fromPayOutField(field);
        return described.type === 'select' && described.options.length === 0
          ? { ...described, options: (banks.data ?? []).map((o) => ({ value: o.Value, label: o.Name })) }
          : described;
      }) ?? null,
    [form.data, banks.data],
  );
  const onField = useServerFieldRefusal(action, fields ?? []);
  const saving = action.request;

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
      {!onField && <MoneyRefusal action={action} />}
      {fields && (!needsBanks || banks.data) && (
        <ServerForm
          fields={fields}
          initialValues={
            account
              ? { BankCode: account.BankCode, AccountNumber: account.AccountNumber, AccountName: account.AccountName }
              : {}
          }
          submitLabel={t('assets.bank.review')}
          onSubmit={(values) => action.review({ fields, values })}
          refusal={onField}
        />
      )}
      <MoneyReview
        action={action}
        title={t(account ? 'assets.bank.editReviewTitle' : 'assets.bank.addReviewTitle')}
        rows={saving ? serverFormRows(saving.fields, saving.values) : []}
        warnings={[t('assets.bank.reviewWarning')]}
        confirmLabel={t(account ? 'assets.bank.save' : 'assets.bank.add')}
        recordsLabel={t('assets.bank.checkAccounts')}
      />
    </Dialog>
  );
}
