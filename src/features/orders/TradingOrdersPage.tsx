/**
 * /tradingOrder: the customer's spot orders, placed on the external trade site: open orders, the
 * history, plan orders and fills, with cancel one and cancel all. The tab, filters, sort and page
 * live in the address, so a reload or a shared link shows the same view.
 */
import { memo, type ComponentType } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { pairSlug, tradePairsQuery } from './market-precision.ts';
import { openCountQuery, waitingCountQuery } from './spot-api.ts';
import { SpotFilters } from './SpotFilters.tsx';
import { SpotFills, SpotHistory } from './SpotHistory.tsx';
import { SpotOpenOrders } from './SpotOpenOrders.tsx';
import { SpotPlanOrders } from './SpotPlanOrders.tsx';
import { spotFilterKeys, spotSearch, spotTabs, type SpotTab } from './spot-search.ts';
import type { SpotPanelProps } from './spot-panel.ts';
import { useCancelFlow } from './use-cancel-flow.tsx';
import './orders.css';
import { useT } from '../../i18n/use-t.ts';

/**
 * Each tab's list, redrawn for its own answers and the view, not for the page's (the tabs' counts,
 * the pairs): its props are the same objects until one of those changes.
 */
const panels: Record<SpotTab, ComponentType<SpotPanelProps>> = {
  open: memo(SpotOpenOrders),
  history: memo(SpotHistory),
  plans: memo(SpotPlanOrders),
  fills: memo(SpotFills),
};

export default function TradingOrdersPage() {
  const t = useT();
  const { title, intro } = usePageIntro('tradingOrders');
  usePageTitle(title);
  const search = useSearchState(spotSearch);
  const { values: view, set, isSet } = search;
  const pairs = useApiQuery(tradePairsQuery());
  const pair = view.pair ? pairs.data?.find((p) => pairSlug(p.Symbol) === view.pair) : undefined;
  const ready = view.pair === '' || !pairs.isPending;
  const openCount = useApiQuery(openCountQuery());
  const waitingCount = useApiQuery(waitingCountQuery());
  const cancel = useCancelFlow();
  const countOf = (query: typeof openCount) => (query.isPending ? null : query.data);
  const counts: Partial<Record<SpotTab, number | null | undefined>> = {
    open: countOf(openCount),
    plans: countOf(waitingCount),
  };
  const Panel = panels[view.tab];

  return (
    <div className="page orders-page">
      {intro}
      <FormAlert tone="success">{cancel.done}</FormAlert>
      <Tabs
        label={t('orders.spot.tabs')}
        tabs={spotTabs.map((id) => ({ id, label: t(`orders.spot.tab.${id}`), count: counts[id] }))}
        selected={view.tab}
        onSelect={(tab) => set({ tab, status: 'all', sort: null })}
      >
        <div className="orders-tab">
          <SpotFilters search={search} pairs={pairs.data ?? []} />
          <Panel
            view={view}
            set={set}
            pair={pair}
            ready={ready}
            filtered={isSet([...spotFilterKeys])}
            ask={cancel.ask}
          />
        </div>
      </Tabs>
      {cancel.dialog}
    </div>
  );
}
