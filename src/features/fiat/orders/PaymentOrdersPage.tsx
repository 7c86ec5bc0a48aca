/**
 * /fiat/ThirdPartyPaymentOrder: the customer's payment-provider orders, a page at a time, filtered
 * by status, side and currency (kept in the address), each with its details and next step, and
 * kept as a CSV file.
 */
import { Link } from 'react-router';
import { ordersGetCustomerList } from '../../../../generated/operations/ordersGetCustomerList.ts';
import { callOperation } from '../../../api/operation.ts';
import { useApiQuery } from '../../../api/query.ts';
import { CallFailed } from '../../../api/query-cache.ts';
import { serverNow } from '../../../session/server-clock.ts';
import { LoadedTable } from '../../../shell/LoadedTable.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { ExportCsvButton } from '../../../ui/ExportCsvButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { Empty } from '../../../ui/LoadState.tsx';
import { SelectFilter } from '../../../ui/SelectFilter.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { orderRows, ordersQuery, pairsQuery, type OrderFilters, type PaymentOrder } from '../payment-api.ts';
import { csvColumns, OrderAction, orderColumns, OrderDetail } from './order-columns.tsx';
import { filterKeys, orderFilters, orderStatuses, ordersSearch } from './orders-search.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';

const allRows = 200;

/** Every order the filters keep, for the CSV file. */
async function loadAllOrders(filters: OrderFilters): Promise<PaymentOrder[]> {
  const rows: PaymentOrder[] = [];
  for (let page = 1; ; page++) {
    const answer = await callOperation(ordersGetCustomerList, {
      body: { ...filters, PageIndex: page, PageRows: allRows },
    });
    if (!answer.ok) throw new CallFailed(answer.error);
    rows.push(...answer.data.Items);
    if (rows.length >= answer.data.TotalCount || answer.data.Items.length === 0) return rows;
  }
}

export default function PaymentOrdersPage() {
  const t = useT();
  const title = t('fiat.orders.title');
  usePageTitle(title);
  const { values, set, isSet, clear } = useSearchState(ordersSearch);
  const filters = orderFilters(values);
  const orders = useApiQuery(ordersQuery(values.page, filters));
  const pairs = useApiQuery(pairsQuery());
  const fiats = [...new Set(pairs.data?.map((pair) => pair.FiatCode) ?? [])];
  const filtered = isSet([...filterKeys]);
  const empty = filtered ? (
    <Empty message={t('fiat.orders.emptyFiltered')} />
  ) : (
    <div>
      <Empty message={t('fiat.orders.empty')} />
      {isRouted('fiat') && <Link to={pagePath('fiat')}>{t('fiat.orders.start')}</Link>}
    </div>
  );

  return (
    <FiatFrame
      wide
      title={title}
      actions={
        <ExportCsvButton
          fileName="payment-orders"
          columns={csvColumns(t)}
          rows={() => loadAllOrders(filters)}
          now={serverNow}
        />
      }
    >
      <FilterBar label={t('fiat.orders.filters')} active={filtered} onClear={() => clear([...filterKeys])}>
        <SelectFilter
          label={t('fiat.orders.status')}
          value={values.status}
          options={(['all', ...orderStatuses] as const).map((status) => ({
            value: status,
            label: t(`fiat.orders.status.${status}`),
          }))}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label={t('fiat.orders.side')}
          value={values.side}
          options={(['all', 'buy', 'sell'] as const).map((side) => ({
            value: side,
            label: t(`fiat.orders.side.${side}`),
          }))}
          onChange={(side) => set({ side })}
        />
        <SelectFilter
          label={t('fiat.market.currency')}
          value={fiats.includes(values.fiat) ? values.fiat : ''}
          options={[
            { value: '', label: t('fiat.orders.allCurrencies') },
            ...fiats.map((code) => ({ value: code, label: code })),
          ]}
          onChange={(fiat) => set({ fiat })}
        />
      </FilterBar>
      <LoadedTable
        query={orders}
        page={values.page}
        pageRows={orderRows}
        onPage={(page) => set({ page })}
        keepOnError
        caption={t('fiat.orders.caption')}
        columns={orderColumns(t)}
        rowKey={(order) => order.OrderId}
        renderDetail={(order) => <OrderDetail order={order} t={t} />}
        actions={(order) => <OrderAction order={order} t={t} />}
        empty={empty}
      />
    </FiatFrame>
  );
}
