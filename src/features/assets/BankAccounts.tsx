/**
 * The bank account a pay-out goes to: the customer's accounts (those paid to before first, with
 * when), chosen by a radio; each can be changed or deleted (after a review, through the
 * money-action kit), and one added through the server-described form.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { staleAfter } from '../../data/stale.ts';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { BankAccountDialog } from './BankAccountDialog.tsx';
import { bankAccountsQuery, deleteBankAccount, recipientsQuery, type BankAccount } from './payout-api.ts';
import { useT } from '../../i18n/use-t.ts';

/** A deletion's refusals (an account already gone) show in its review. */
export const removeRefusals: RefusalTable = {
  elsewhere: 'review',
  codes: { '10004': { id: 'assets.bank.error.gone' } },
};

interface BankAccountsProps {
  coinId: number;
  payTypeId: number;
  fiatCode: FiatCode;
  value: number | null;
  onChange: (accountId: number | null) => void;
  error?: string;
}

export function BankAccounts({ coinId, payTypeId, fiatCode, value, onChange, error }: BankAccountsProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const name = useId();
  const accounts = useApiQuery(bankAccountsQuery());
  const recipients = useApiQuery(recipientsQuery(coinId));
  const [editing, setEditing] = useState<{ account?: BankAccount } | null>(null);
  const here = useLocation();
  const remove = useMoneyAction<BankAccount, unknown>({
    send: ({ request }) => sendOperation(deleteBankAccount, { params: { query: { id: request.Id } } }, removeRefusals),
    changes: staleAfter.bankAccounts,
    recordsHref: `${here.pathname}${here.search}`,
    onDone: (_, removed) => {
      if (value === removed.Id) onChange(null);
    },
  });
  const deleting = remove.request;

  if (accounts.isError)
    return <LoadError message={errorText(accounts.error)} onRetry={() => void accounts.refetch()} />;
  if (!accounts.data) return <Skeleton lines={3} />;
  const lastUsed = new Map((recipients.data ?? []).map((r) => [r.BankAccountId, r.LastUsedTime]));
  const ordered = [...accounts.data].sort((a, b) => (lastUsed.get(b.Id) ?? '').localeCompare(lastUsed.get(a.Id) ?? ''));

  return (
    <fieldset className="assets-networks" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-field__label">{t('assets.bank.legend')}</legend>
      {ordered.length === 0 && <p className="assets-muted">{t('assets.bank.none')}</p>}
      <ul className="assets-banks">
        {ordered.map((account) => (
          <li key={account.Id} className="assets-banks__item">
            <label className="assets-banks__choice">
              <input type="radio" name={name} checked={value === account.Id} onChange={() => onChange(account.Id)} />
              <span>
                <strong>{account.BankName}</strong> · <span className="assets-code">{account.AccountNumber}</span>
                <span className="assets-coin__name">
                  {account.AccountName}
                  {lastUsed.has(account.Id) &&
                    ` · ${t('assets.bank.lastUsed', { date: formatDate(lastUsed.get(account.Id), 'YYYY-MM-DD') })}`}
                </span>
              </span>
            </label>
            <span className="assets-row-actions">
              <Button
                variant="ghost"
                onClick={() => setEditing({ account })}
                aria-label={t('assets.bank.editOf', { account: account.AccountNumber })}
              >
                {t('assets.bank.edit')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => remove.review(account)}
                aria-label={t('assets.bank.deleteOf', { account: account.AccountNumber })}
              >
                {t('assets.bank.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setEditing({})}>
        {t('assets.bank.addAction')}
      </Button>
      {error && (
        <p id={`${name}-error`} className="text-field__error" role="alert">
          {error}
        </p>
      )}
      {editing && (
        <BankAccountDialog
          payTypeId={payTypeId}
          fiatCode={fiatCode}
          account={editing.account}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onChange(saved.Id);
          }}
        />
      )}
      <MoneyReview
        action={remove}
        title={t('assets.bank.deleteTitle')}
        rows={
          deleting
            ? [
                { label: t('assets.bank.bank'), value: deleting.BankName },
                { label: t('assets.bank.account'), value: deleting.AccountNumber, emphasis: true },
                { label: t('assets.bank.holder'), value: deleting.AccountName },
              ]
            : []
        }
        warnings={
          deleting ? [t('assets.bank.deleteText', { bank: deleting.BankName, account: deleting.AccountNumber })] : []
        }
        confirmLabel={t('assets.bank.deleteConfirm')}
        recordsLabel={t('assets.bank.checkAccounts')}
      />
    </fieldset>
  );
}
