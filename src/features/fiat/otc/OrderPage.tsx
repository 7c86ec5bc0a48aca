/** /fiat/order?id=: one OTC order, from placed to done, followed while it is open. */
import { useApiQuery } from '../../../api/query.ts';
import { searchParam } from '../../../lib/search-params.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Empty } from '../../../ui/LoadState.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { OrderView } from './OrderView.tsx';
import { OtcLinks } from './OtcLinks.tsx';
import { orderQuery } from './otc-api.ts';
import './otc.css';
import { useT } from '../../../i18n/use-t.ts';

const search = { id: searchParam.text({ maxLength: 30 }) };

export default function OrderPage() {
  const t = useT();
  const title = t('otc.order.title');
  usePageTitle(title);
  const { values } = useSearchState(search);
  return (
    <FiatFrame title={title} actions={<OtcLinks except="fiatOtcOrder" />}>
      <OrderLoad id={values.id} />
    </FiatFrame>
  );
}

function OrderLoad({ id }: { id: string }) {
  const t = useT();
  const order = useApiQuery({ ...orderQuery(id), enabled: id !== '' });
  if (id === '') return <Empty message={t('otc.order.notFound')} />;
  return (
    <Loaded
      query={order}
      empty="otc.order.notFound"
      isEmpty={(found) => found === null}
      loading={<Skeleton shape="block" height={320} />}
    >
      {(found) => found && <OrderView order={found} />}
    </Loaded>
  );
}
