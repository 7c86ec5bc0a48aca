/** /fiat/FacilitaPayBankList: the Brazilian bank accounts registered with FacilitaPay; edit one, or delete it after asking. */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { FiatFrame } from '../FiatFrame.tsx';
import { bankAccountsQuery, type BankAccount } from '../payment-api.ts';
import { bankAccountChanges, paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import { useRefusalText } from '../payment-refusal.ts';
import { formatCpf } from './bank-account-rules.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';

export default function BankListPage() {
  const t = useT();
  const title = t('fiat.bank.listTitle');
  usePageTitle(title);
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved ?? null;
  const accounts = useApiQuery(bankAccountsQuery());
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const add = isRouted('fiatFacilitaPayAddBank') ? (
    <ButtonLink to={pagePath('fiatFacilitaPayAddBank')}>{t('fiat.bank.add')}</ButtonLink>
  ) : undefined;
  return (
    <FiatFrame title={title} lead={t('fiat.bank.listLead')} actions={add}>
      <FormAlert tone="success">
        {deleted ? t('fiat.bank.deleted', { bank: deleted }) : saved ? t('fiat.bank.saved', { bank: saved }) : null}
      </FormAlert>
      <Loaded query={accounts} empty="fiat.bank.empty" loading={<Skeleton shape="block" height={160} />}>
        {(list) => (
          <ul className="fiat-accounts">
            {list.map((account) => (
              <li key={account.Id} className="fiat-card fiat-account">
                <h2 className="fiat-card__title">{account.BankName}</h2>
                <dl className="fiat-summary">
                  <div>
                    <dt>{t('fiat.bank.branchAndAccount')}</dt>
                    <dd>{`${account.Branch} / ${account.AccountNumber}`}</dd>
                  </div>
                  <div>
                    <dt>{t('fiat.bank.type')}</dt>
                    <dd>{t(`fiat.bank.type.${account.AccountType}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('fiat.bank.holder')}</dt>
                    <dd>{`${account.HolderName} · ${formatCpf(account.HolderCpf)}`}</dd>
                  </div>
                  {account.PixKey && (
                    <div>
                      <dt>{t('fiat.bank.pixKey')}</dt>
                      <dd>{account.PixKey}</dd>
                    </div>
                  )}
                </dl>
                <div className="fiat-account__actions">
                  {isRouted('fiatFacilitaPayAddBank') && (
                    <ButtonLink
                      variant="secondary"
                      to={pagePath('fiatFacilitaPayAddBank', { query: { id: account.Id } })}
                      aria-label={t('fiat.bank.editOf', { bank: account.BankName })}
                    >
                      {t('fiat.bank.edit')}
                    </ButtonLink>
                  )}
                  <Button
                    variant="ghost"
                    onClick={() => setDeleting(account)}
                    aria-label={t('fiat.bank.deleteOf', { bank: account.BankName })}
                  >
                    {t('fiat.bank.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {deleting && (
        <DeleteAccount
          key={deleting.Id}
          account={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => (setDeleted(deleting.BankName), setDeleting(null))}
        />
      )}
    </FiatFrame>
  );
}

function DeleteAccount({
  account,
  onClose,
  onDeleted,
}: {
  account: BankAccount;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const refusalText = useRefusalText();
  const remove = usePaymentMutation(paymentCalls.deleteBankAccount, bankAccountChanges, true);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const answer = await remove.send({ body: { Id: account.Id } });
    if (answer.ok) return onDeleted();
    setError(refusalText(answer.error));
  };
  return (
    <ConfirmDialog
      open
      title={t('fiat.bank.deleteTitle')}
      text={t('fiat.bank.deleteText', { bank: account.BankName, account: account.AccountNumber })}
      confirmLabel={t('fiat.bank.deleteConfirm')}
      onConfirm={confirm}
      onCancel={onClose}
      error={error}
    />
  );
}
