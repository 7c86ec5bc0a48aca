/**
 * The bank account a pay-out goes to: the customer's accounts (those paid to before first, with
 * when), one of them chosen; each can be changed or deleted (after a review, through the
 * money-action kit), and one added through the server-described form.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Button } from '../../ui/Button.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { staleAfter } from './stale.ts';
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

  const lastUsed = new Map((recipients.data ?? []).map((r) => [r.BankAccountId, r.LastUsedTime]));
  const newestFirst = (list: readonly BankAccount[]) =>
    [...list].sort((a, b) => (lastUsed.get(b.Id) ?? '').localeCompare(lastUsed.get(a.Id) ?? ''));

  return (
    <div className="assets-bank-accounts">
      <Loaded query={accounts} loading={<Skeleton lines={3} />}>
        {(list) => (
          <>
            <RadioGroup
              className="assets-bank-accounts__choice"
              label={t('assets.bank.legend')}
              look="boxed"
              value={value === null ? '' : String(value)}
              onChange={(id) => onChange(Number(id))}
              hint={list.length === 0 ? t('assets.bank.none') : undefined}
              error={error}
              options={newestFirst(list).map((account) => ({
                value: String(account.Id),
                label: (
                  <>
                    <strong>{account.BankName}</strong> · <span className="assets-code">{account.AccountNumber}</span>
                    <span className="assets-coin__name">
                      {account.AccountName}
                      {lastUsed.has(account.Id) &&
                        ` · ${t('assets.bank.lastUsed', { date: formatDate(lastUsed.get(account.Id), 'YYYY-MM-DD') })}`}
                    </span>
                  </>
                ),
                after: (
                  <>
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
                  </>
                ),
              }))}
            />
            <Button variant="secondary" onClick={() => setEditing({})}>
              {t('assets.bank.addAction')}
            </Button>
          </>
        )}
      </Loaded>
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
    </div>
  );
}
