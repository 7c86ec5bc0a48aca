/**
 * /futuresOrder: the customer's futures orders, placed on the external futures site: current
 * orders, the history, plan and kill-or-fill orders, and the futures bills. Orders cancel after a
 * confirmation and open their detail; the view lives in the address.
 */
import { memo, useCallback, useMemo, useState, type ComponentType } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { contractsQuery } from './futures-api.ts';
import type { FuturesNames } from './futures-columns.tsx';
import { useEnumNames } from './futures-enums.ts';
import type { FuturesPanelProps } from './futures-panel.ts';
import { futuresFilterKeys, futuresSearch, futuresTabs, type FuturesTab } from './futures-search.ts';
import { FuturesBills } from './FuturesBills.tsx';
import { FuturesFilters } from './FuturesFilters.tsx';
import { FuturesOrderDetail } from './FuturesOrderDetail.tsx';
import { FuturesOrderList } from './FuturesOrderList.tsx';
import { FuturesKillOrFills, FuturesPlans } from './FuturesWaitingOrders.tsx';
import { useCancelFlow } from './use-cancel-flow.tsx';
import './orders.css';
import { useT } from '../../i18n/use-t.ts';

const orderList = memo(FuturesOrderList);

/**
 * Each tab's list, redrawn for its own answers and the view, not for the page's (the contracts, an
 * order's detail opened): its props are the same objects until one of those changes.
 */
const panels: Record<FuturesTab, ComponentType<FuturesPanelProps>> = {
  current: orderList,
  history: orderList,
  plans: memo(FuturesPlans),
  killOrFill: memo(FuturesKillOrFills),
  bills: memo(FuturesBills),
};

function useFuturesNames(): FuturesNames {
  const BillType = useEnumNames('BillType');
  const BillTradeType = useEnumNames('BillTradeType');
  const OrderSide = useEnumNames('OrderSide');
  const OrderType = useEnumNames('OrderType');
  const OrderStatus = useEnumNames('OrderStatus');
  const PlanOrderStatus = useEnumNames('PlanOrderStatus');
  const KillOrFillStatus = useEnumNames('KillOrFillStatus');
  return useMemo(
    () => ({ BillType, BillTradeType, OrderSide, OrderType, OrderStatus, PlanOrderStatus, KillOrFillStatus }),
    [BillType, BillTradeType, OrderSide, OrderType, OrderStatus, PlanOrderStatus, KillOrFillStatus],
  );
}

export default function FuturesOrdersPage() {
  const t = useT();
  const { title, intro } = usePageIntro('futuresOrders');
  usePageTitle(title);
  const search = useSearchState(futuresSearch);
  const { values: view, set, isSet } = search;
  const contracts = useApiQuery(contractsQuery());
  const contract = view.contract ? contracts.data?.find((c) => c.Symbol === view.contract) : undefined;
  const ready = view.contract === '' || !contracts.isPending;
  const names = useFuturesNames();
  const cancel = useCancelFlow();
  const [detail, setDetail] = useState<{ orderId: number; open: boolean } | null>(null);
  const showDetail = useCallback((orderId: number) => setDetail({ orderId, open: true }), []);
  const Panel = panels[view.tab];

  return (
    <div className="page orders-page">
      {intro}
      <FormAlert tone="success">{cancel.done}</FormAlert>
      <Tabs
        label={t('orders.futures.tabs')}
        tabs={futuresTabs.map((id) => ({ id, label: t(`orders.futures.tab.${id}`) }))}
        selected={view.tab}
        onSelect={(tab) => set({ tab, scope: 'active', sort: null })}
      >
        <div className="orders-tab">
          <FuturesFilters search={search} contracts={contracts.data ?? []} names={names} />
          <Panel
            view={view}
            set={set}
            contract={contract}
            ready={ready}
            filtered={isSet([...futuresFilterKeys])}
            names={names}
            ask={cancel.ask}
            showDetail={showDetail}
          />
        </div>
      </Tabs>
      {cancel.dialog}
      {detail && (
        <FuturesOrderDetail
          key={detail.orderId}
          orderId={detail.orderId}
          open={detail.open}
          names={names}
          onClose={() => setDetail({ ...detail, open: false })}
        />
      )}
    </div>
  );
}
