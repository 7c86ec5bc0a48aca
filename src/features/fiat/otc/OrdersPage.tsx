/**
 * /fiat/list: the customer's OTC orders, ongoing (with the time left to pay) or finished, and their
 * appeals; filtered by side, coin and status (kept in the address), a page at a time.
 */
import { useApiQuery } from '../../../api/query.ts';
import { LoadedTable } from '../../../shell/LoadedTable.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { Empty } from '../../../ui/LoadState.tsx';
import { SelectFilter } from '../../../ui/SelectFilter.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { appealColumns, orderColumns, OrderLink } from './order-columns.tsx';
import { filterKeys, finishedStatuses, ongoingStatuses, orderFilters, ordersSearch } from './orders-search.ts';
import { OtcLinks } from './OtcLinks.tsx';
import { appealsQuery, coinsQuery, orderRows, ordersQuery } from './otc-api.ts';
import './otc.css';
import { useT } from '../../../i18n/use-t.ts';

export default function OrdersPage() {
  const t = useT();
  const title = t('otc.list.title');
  usePageTitle(title);
  const { values, set, isSet, clear } = useSearchState(ordersSearch);
  const tab = values.tab as 'ongoing' | 'finished' | 'appeals';
  return (
    <FiatFrame title={title} actions={<OtcLinks except="fiatOtcList" />}>
      <Tabs
        label={t('otc.list.tabs')}
        tabs={(['ongoing', 'finished', 'appeals'] as const).map((id) => ({ id, label: t(`otc.list.tab.${id}`) }))}
        selected={tab}
        onSelect={(next) => set({ tab: next, status: 'all', page: 1 })}
      >
        {tab === 'appeals' ? (
          <AppealsList page={values.page} onPage={(page) => set({ page })} />
        ) : (
          <OrdersList
            tab={tab}
            values={values}
            set={set}
            filtered={isSet([...filterKeys])}
            clear={() => clear([...filterKeys])}
          />
        )}
      </Tabs>
    </FiatFrame>
  );
}

interface OrdersListProps {
  tab: 'ongoing' | 'finished';
  values: ReturnType<typeof useSearchState<typeof ordersSearch>>['values'];
  set: ReturnType<typeof useSearchState<typeof ordersSearch>>['set'];
  filtered: boolean;
  clear: () => void;
}

function OrdersList({ tab, values, set, filtered, clear }: OrdersListProps) {
  const t = useT();
  const orders = useApiQuery(ordersQuery(values.page, orderFilters(values)));
  const coins = useApiQuery(coinsQuery());
  const statuses = tab === 'ongoing' ? ongoingStatuses : finishedStatuses;
  return (
    <>
      <FilterBar label={t('otc.list.filters')} active={filtered} onClear={clear}>
        <SelectFilter
          label={t('otc.list.side')}
          value={values.side}
          options={(['all', 'buy', 'sell'] as const).map((side) => ({
            value: side,
            label: t(`otc.list.side.${side}`),
          }))}
          onChange={(side) => set({ side })}
        />
        <SelectFilter
          label={t('otc.list.coin')}
          value={values.coin}
          options={[
            { value: '', label: t('otc.list.allCoins') },
            ...(coins.data ?? []).map((c) => ({ value: c.CoinCode, label: c.CoinCode })),
          ]}
          onChange={(coin) => set({ coin })}
        />
        <SelectFilter
          label={t('otc.list.status')}
          value={(statuses as readonly string[]).includes(values.status) ? values.status : 'all'}
          options={['all', ...statuses].map((status) => ({ value: status, label: t(`otc.list.status.${status}`) }))}
          onChange={(status) => set({ status: status as typeof values.status })}
        />
      </FilterBar>
      <LoadedTable
        query={orders}
        page={values.page}
        pageRows={orderRows}
        onPage={(page) => set({ page })}
        keepOnError
        caption={t(`otc.list.tab.${tab}`)}
        columns={orderColumns(t, tab === 'ongoing')}
        rowKey={(order) => order.OrderId}
        actions={(order) => <OrderLink orderId={order.OrderId} t={t} />}
        empty={<Empty message={t(filtered ? 'otc.list.emptyFiltered' : 'otc.list.empty')} />}
      />
    </>
  );
}

function AppealsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const appeals = useApiQuery(appealsQuery(page));
  return (
    <>
      <LoadedTable
        query={appeals}
        page={page}
        pageRows={orderRows}
        onPage={onPage}
        keepOnError
        caption={t('otc.list.tab.appeals')}
        columns={appealColumns(t)}
        rowKey={(appeal) => String(appeal.AppealId)}
        actions={(appeal) => <OrderLink orderId={appeal.OrderId} t={t} />}
        empty={<Empty message={t('otc.list.noAppeals')} />}
      />
    </>
  );
}
