/**
 * /fiat/FacilitaPay: Brazilian reais by PIX. Registration with FacilitaPay comes first, once; then
 * buy (the PIX code and its QR to pay, with the time left) or sell to a registered bank account.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { checkoutSearch } from '../checkout/checkout-search.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { OrderFollow } from '../order/OrderFollow.tsx';
import { documentLabelsQuery, registrationQuery } from '../payment-api.ts';
import { PixTrade } from './PixTrade.tsx';
import { documentsReady, RegistrationPanel } from './RegistrationPanel.tsx';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { useT } from '../../../i18n/use-t.ts';

export default function FacilitaPayPage() {
  const t = useT();
  const title = t('fiat.facilitaPay.title');
  usePageTitle(title);
  const { values } = useSearchState(checkoutSearch);
  const bankList = isRouted('fiatFacilitaPayBankList') ? (
    <Link to={pagePath('fiatFacilitaPayBankList')}>{t('fiat.links.bankAccounts')}</Link>
  ) : undefined;
  return (
    <FiatFrame title={title} lead={t('fiat.facilitaPay.lead')} actions={bankList}>
      {values.orderId ? <OrderFollow orderId={values.orderId} /> : <FacilitaPayHome />}
    </FiatFrame>
  );
}

function FacilitaPayHome() {
  const labels = useApiQuery(documentLabelsQuery());
  const ready = labels.data ? documentsReady(labels.data) : false;
  const registration = useApiQuery(registrationQuery(ready));
  return (
    <>
      <Loaded query={labels} empty="fiat.registration.noDocuments" loading={<Skeleton shape="block" height={240} />}>
        {(list) => <RegistrationPanel labels={list} registration={registration} />}
      </Loaded>
      {ready && registration.data?.Status === 'approved' && <PixTrade />}
    </>
  );
}
