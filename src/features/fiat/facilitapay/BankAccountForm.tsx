/**
 * A Brazilian bank account's fields, checked the Brazilian way (the CPF's check digits, the
 * agency and account shapes) before it is sent; a refusal shows over the form, what was typed stays.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/Button.tsx';
import { Combobox } from '../../../ui/Combobox.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useLeaveGuard } from '../../../ui/use-leave-guard.tsx';
import type { Bank, BankAccount } from '../payment-api.ts';
import { bankAccountChanges, paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import { useRefusalText } from '../payment-refusal.ts';
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
  const refusalText = useRefusalText();
  const add = usePaymentMutation(paymentCalls.addBankAccount, bankAccountChanges);
  const update = usePaymentMutation(paymentCalls.updateBankAccount, bankAccountChanges);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<BankAccountValues>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: valuesOf(account),
  });
  const leaveGuard = useLeaveGuard(formState.isDirty && !saved);
  const errorOf = (name: keyof BankAccountValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const save = handleSubmit(async (values) => {
    setError(null);
    const body = bankAccountBody(values);
    const answer = account ? await update.send({ body: { ...body, Id: account.Id } }) : await add.send({ body });
    if (!answer.ok) return setError(refusalText(answer.error));
    setSaved(true);
    navigate(pagePath('fiatFacilitaPayBankList'), { state: { saved: answer.data.BankName } });
  });

  return (
    <form className="fiat-card fiat-bank-form" onSubmit={save} noValidate>
      <FormAlert>{error}</FormAlert>
      <Controller
        name="bankCode"
        control={control}
        render={({ field }) => (
          <Combobox
            {...field}
            label={t('fiat.bank.bank')}
            options={banks.map((bank) => ({ value: bank.Code, code: bank.Code, name: bank.Name }))}
            error={errorOf('bankCode')}
          />
        )}
      />
      <TextField
        label={t('fiat.bank.branch')}
        hint={t('fiat.bank.branchHint')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        error={errorOf('branch')}
        field={register('branch')}
      />
      <TextField
        label={t('fiat.bank.accountNumber')}
        hint={t('fiat.bank.accountHint')}
        inputMode="numeric"
        maxLength={14}
        autoComplete="off"
        error={errorOf('accountNumber')}
        field={register('accountNumber')}
      />
      <SelectField
        label={t('fiat.bank.type')}
        placeholder={t('fiat.market.choose')}
        options={accountTypes.map((type) => ({ value: type, label: t(`fiat.bank.type.${type}`) }))}
        error={errorOf('accountType')}
        field={register('accountType')}
      />
      <TextField
        label={t('fiat.bank.holder')}
        autoComplete="name"
        maxLength={80}
        error={errorOf('holderName')}
        field={register('holderName')}
      />
      <TextField
        label={t('fiat.bank.cpf')}
        hint={t('fiat.bank.cpfHint')}
        inputMode="numeric"
        maxLength={14}
        autoComplete="off"
        error={errorOf('holderCpf')}
        field={register('holderCpf')}
      />
      <TextField
        label={t('fiat.bank.pixKeyOptional')}
        maxLength={77}
        autoComplete="off"
        error={errorOf('pixKey')}
        field={register('pixKey')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t(account ? 'fiat.bank.saveChanges' : 'fiat.bank.addSubmit')}
      </Button>
      {leaveGuard}
    </form>
  );
}
