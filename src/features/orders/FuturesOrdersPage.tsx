/**
 * /futuresOrder: the customer's futures orders, placed on the external futures site: current
 * orders, the history, plan and kill-or-fill orders, and the futures bills. Orders cancel after a
 * confirmation and open their detail; the view lives in the address.
 */
import { useState, type ReactNode } from 'react';
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

const panels: Record<FuturesTab, (props: FuturesPanelProps) => ReactNode> = {
  current: FuturesOrderList,
  history: FuturesOrderList,
  plans: FuturesPlans,
  killOrFill: FuturesKillOrFills,
  bills: FuturesBills,
};

function useFuturesNames(): FuturesNames {
  return {
    BillType: useEnumNames('BillType'),
    BillTradeType: useEnumNames('BillTradeType'),
    OrderSide: useEnumNames('OrderSide'),
    OrderType: useEnumNames('OrderType'),
    OrderStatus: useEnumNames('OrderStatus'),
    PlanOrderStatus: useEnumNames('PlanOrderStatus'),
    KillOrFillStatus: useEnumNames('KillOrFillStatus'),
  };
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
            showDetail={(orderId) => setDetail({ orderId, open: true })}
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
