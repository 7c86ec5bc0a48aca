/**
 * /fiat/klicklPayStatus?orderId=…: where the customer lands after creating a KlicklPay order and
 * when KlicklPay sends them back. It follows the order until it is paid, failed or expired (a
 * reload finds it as it stands) and offers the next step in each case.
 */
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { checkoutSearch } from '../checkout/checkout-search.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { OrderFollow } from '../order/OrderFollow.tsx';
import { Empty } from '../../../ui/LoadState.tsx';
import { KlicklPayHandOver } from './KlicklPayHandOver.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function KlicklPayStatusPage() {
  const t = useT();
  const title = t('fiat.klicklPay.statusTitle');
  usePageTitle(title);
  const { values } = useSearchState(checkoutSearch);
  return (
    <FiatFrame title={title}>
      {values.orderId ? (
        <OrderFollow orderId={values.orderId} waiting={(order) => <KlicklPayHandOver order={order} />} />
      ) : (
        <Empty message={t('fiat.order.notFound')} />
      )}
    </FiatFrame>
  );
}
