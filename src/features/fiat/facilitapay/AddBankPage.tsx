/** /fiat/FacilitaPayAddBank: register a Brazilian bank account with FacilitaPay, or change one (?id=). */
import { useApiQuery } from '../../../api/query.ts';
import { searchParam } from '../../../lib/search-params.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { bankAccountsQuery, banksQuery, type Bank } from '../payment-api.ts';
import { BankAccountForm } from './BankAccountForm.tsx';
import { useT } from '../../../i18n/use-t.ts';

const accountSearch = { id: searchParam.positiveInteger(0) };
const formSkeleton = <Skeleton shape="block" height={420} />;

export default function AddBankPage() {
  const t = useT();
  const { values } = useSearchState(accountSearch);
  const title = t(values.id > 0 ? 'fiat.bank.editTitle' : 'fiat.bank.addTitle');
  usePageTitle(title);
  const banks = useApiQuery(banksQuery());
  return (
    <FiatFrame title={title} lead={t('fiat.bank.formLead')}>
      <Loaded query={banks} empty="fiat.bank.noBanks" loading={formSkeleton}>
        {(list) => (values.id > 0 ? <EditAccount id={values.id} banks={list} /> : <BankAccountForm banks={list} />)}
      </Loaded>
    </FiatFrame>
  );
}

function EditAccount({ id, banks }: { id: number; banks: Bank[] }) {
  const accounts = useApiQuery(bankAccountsQuery());
  return (
    <Loaded
      query={accounts}
      empty="fiat.bank.notFound"
      isEmpty={(list) => !list.some((a) => a.Id === id)}
      loading={formSkeleton}
    >
      {(list) => <BankAccountForm key={id} banks={banks} account={list.find((a) => a.Id === id)} />}
    </Loaded>
  );
}
