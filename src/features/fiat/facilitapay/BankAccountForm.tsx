/**
 * A Brazilian bank account's fields, checked the Brazilian way (the CPF's check digits, the
 * agency and account shapes), then a review of exactly what is registered, saved once through the
 * money-action kit. An account registered already lands on its number; what was typed stays.
 */
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { staleAfter } from '../stale.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Combobox } from '../../../ui/Combobox.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useLeaveGuard } from '../../../ui/use-leave-guard.tsx';
import type { Bank, BankAccount } from '../payment-api.ts';
import { paymentCalls } from '../payment-calls.ts';
import {
  accountTypes,
  bankAccountBody,
  bankAccountSchema,
  emptyBankAccount,
  formatCpf,
  type BankAccountValues,
} from './bank-account-rules.ts';
import { useT } from '../../../i18n/use-t.ts';
import { pagePath } from '../../../config/page-paths.ts';

/** Where a refusal of the account lands. */
export const saveRefusals: RefusalTable<keyof BankAccountValues> = {
  elsewhere: 'form',
  codes: {
    'payment:0015': { field: 'accountNumber', id: 'fiat.refused.duplicateAccount' },
    '10001': { field: 'bankCode', id: 'fiat.bank.form.bankRequired' },
    'payment:0014': { id: 'fiat.refused.tooManyAccounts' },
    '10004': { id: 'fiat.bank.notFound' },
  },
};

type AccountBody = ReturnType<typeof bankAccountBody>;

const valuesOf = (account: BankAccount | undefined): BankAccountValues =>
  account
    ? {
        bankCode: account.BankCode,
        branch: account.Branch,
        accountNumber: account.AccountNumber,
        accountType: account.AccountType,
        pixKey: account.PixKey ?? '',
        holderName: account.HolderName,
        holderCpf: formatCpf(account.HolderCpf),
      }
    : emptyBankAccount;

export function BankAccountForm({ banks, account }: { banks: readonly Bank[]; account?: BankAccount }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<BankAccountValues>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: valuesOf(account),
  });
  const { register, handleSubmit, control, formState } = form;
  const action = useMoneyAction<AccountBody, BankAccount, BankAccountValues>({
    send: ({ request }) =>
      account
        ? sendOperation(paymentCalls.updateBankAccount, { body: { ...request, Id: account.Id } }, saveRefusals)
        : sendOperation(paymentCalls.addBankAccount, { body: request }, saveRefusals),
    changes: staleAfter.facilitaPayBankAccounts,
    recordsHref: pagePath('fiatFacilitaPayBankList'),
    form,
    onDone: (saved) => navigate(pagePath('fiatFacilitaPayBankList'), { state: { saved: saved.BankName } }),
  });
  const leaveGuard = useLeaveGuard(formState.isDirty && action.phase !== 'done');
  const saving = action.request;

  return (
    <>
      <form
        className="fiat-card fiat-bank-form"
        onSubmit={handleSubmit((values) => action.review(bankAccountBody(values)))}
        noValidate
      >
        <MoneyRefusal action={action} />
        <Controller
          name="bankCode"
          control={control}
          render={({ field }) => (
            <Combobox
              {...field}
              label={t('fiat.bank.bank')}
              options={banks.map((bank) => ({ value: bank.Code, code: bank.Code, name: bank.Name }))}
              error={action.fieldError('bankCode')}
            />
          )}
        />
        <TextField
          label={t('fiat.bank.branch')}
          hint={t('fiat.bank.branchHint')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          error={action.fieldError('branch')}
          field={register('branch')}
        />
        <TextField
          label={t('fiat.bank.accountNumber')}
          hint={t('fiat.bank.accountHint')}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          error={action.fieldError('accountNumber')}
          field={register('accountNumber')}
        />
        <SelectField
          label={t('fiat.bank.type')}
          placeholder={t('fiat.market.choose')}
          options={accountTypes.map((type) => ({ value: type, label: t(`fiat.bank.type.${type}`) }))}
          error={action.fieldError('accountType')}
          field={register('accountType')}
        />
        <TextField
          label={t('fiat.bank.holder')}
          autoComplete="name"
          maxLength={80}
          error={action.fieldError('holderName')}
          field={register('holderName')}
        />
        <TextField
          label={t('fiat.bank.cpf')}
          hint={t('fiat.bank.cpfHint')}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          error={action.fieldError('holderCpf')}
          field={register('holderCpf')}
        />
        <TextField
          label={t('fiat.bank.pixKeyOptional')}
          maxLength={77}
          autoComplete="off"
          error={action.fieldError('pixKey')}
          field={register('pixKey')}
        />
        <Button type="submit">{t('fiat.bank.review')}</Button>
        {leaveGuard}
      </form>
      <MoneyReview
        action={action}
        title={t(account ? 'fiat.bank.editReviewTitle' : 'fiat.bank.addReviewTitle')}
        rows={
          saving
            ? [
                {
                  label: t('fiat.bank.bank'),
                  value: banks.find((b) => b.Code === saving.BankCode)?.Name ?? saving.BankCode,
                },
                {
                  label: t('fiat.bank.branchAndAccount'),
                  value: `${saving.Branch} / ${saving.AccountNumber}`,
                  emphasis: true,
                },
                { label: t('fiat.bank.type'), value: t(`fiat.bank.type.${saving.AccountType}`) },
                { label: t('fiat.bank.holder'), value: `${saving.HolderName} · ${formatCpf(saving.HolderCpf)}` },
                ...(saving.PixKey ? [{ label: t('fiat.bank.pixKey'), value: saving.PixKey }] : []),
              ]
            : []
        }
        warnings={[t('fiat.bank.reviewWarning')]}
        confirmLabel={t(account ? 'fiat.bank.saveChanges' : 'fiat.bank.addSubmit')}
        recordsLabel={t('fiat.bank.listTitle')}
      />
    </>
  );
}
