/** /fiat/FacilitaPayBankList: the Brazilian bank accounts registered with FacilitaPay; edit one, or delete it after a review (the money-action kit). */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { staleAfter } from '../stale.ts';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { FiatFrame } from '../FiatFrame.tsx';
import { bankAccountsQuery, type BankAccount } from '../payment-api.ts';
import { paymentCalls } from '../payment-calls.ts';
import { formatCpf } from './bank-account-rules.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';

/** An account already gone: said in the deletion's review. */
export const removeRefusals: RefusalTable = { elsewhere: 'review', codes: { '10004': { id: 'fiat.bank.notFound' } } };

export default function BankListPage() {
  const t = useT();
  const title = t('fiat.bank.listTitle');
  usePageTitle(title);
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved ?? null;
  const accounts = useApiQuery(bankAccountsQuery());
  const [deleted, setDeleted] = useState<string | null>(null);
  const remove = useMoneyAction<BankAccount, unknown>({
    send: ({ request }) => sendOperation(paymentCalls.deleteBankAccount, { body: { Id: request.Id } }, removeRefusals),
    changes: staleAfter.facilitaPayBankAccounts,
    recordsHref: pagePath('fiatFacilitaPayBankList'),
    onDone: (_, removed) => setDeleted(removed.BankName),
  });
  const deleting = remove.request;
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
                    onClick={() => (setDeleted(null), remove.review(account))}
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
      <MoneyReview
        action={remove}
        title={t('fiat.bank.deleteTitle')}
        rows={
          deleting
            ? [
                { label: t('fiat.bank.bank'), value: deleting.BankName },
                {
                  label: t('fiat.bank.branchAndAccount'),
                  value: `${deleting.Branch} / ${deleting.AccountNumber}`,
                  emphasis: true,
                },
                { label: t('fiat.bank.holder'), value: deleting.HolderName },
              ]
            : []
        }
        warnings={
          deleting ? [t('fiat.bank.deleteText', { bank: deleting.BankName, account: deleting.AccountNumber })] : []
        }
        confirmLabel={t('fiat.bank.deleteConfirm')}
        recordsLabel={t('fiat.bank.listTitle')}
      />
    </FiatFrame>
  );
}
