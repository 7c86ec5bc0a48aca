/** The plan orders and kill-or-fill orders tabs: the waiting ones (each can be cancelled) or the finished ones. */
import { tradeCancelKillOrFillOrder } from '../../../generated/operations/tradeCancelKillOrFillOrder.ts';
import { tradeCancelPlanOrder } from '../../../generated/operations/tradeCancelPlanOrder.ts';
import { useApiQuery, type QueryState } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { formatDate } from '../../lib/dates.ts';
import { LoadedTable, type ListPage } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { futuresRows, killOrFillQuery, planOrdersQuery } from './futures-api.ts';
import { futuresPlanColumns, killOrFillColumns } from './futures-columns.tsx';
import type { FuturesPanelProps } from './futures-panel.ts';
import { futuresScopes } from './futures-search.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { RowAction } from './OrderBits.tsx';
import { futuresTradeSite } from './trade-links.ts';
import { useT } from '../../i18n/use-t.ts';

type Waiting = { OrderId: number; Symbol: string; Side: number; CreateTime: string };

interface ScopedListProps<R extends Waiting> extends FuturesPanelProps {
  query: QueryState<ListPage<R>>;
  columns: Column<R>[];
  onCancel: (row: R) => void;
  empty: string;
}

function ScopedList<R extends Waiting>({
  view,
  set,
  filtered,
  names,
  query,
  columns,
  onCancel,
  empty,
}: ScopedListProps<R>) {
  const t = useT();
  const waiting = view.scope === 'active';
  return (
    <Tabs
      label={t('orders.futures.scope')}
      look="pills"
      tabs={futuresScopes.map((id) => ({ id, label: t(`orders.futures.scope.${id}`) }))}
      selected={view.scope}
      onSelect={(scope) => set({ scope, sort: null })}
    >
      <div className="orders-tab">
        <LoadedTable
          query={query}
          page={view.page}
          pageRows={futuresRows}
          onPage={(page) => set({ page })}
          caption={t(`orders.futures.tab.${view.tab}`)}
          columns={columns}
          rowKey={(r) => String(r.OrderId)}
          sort={waiting ? undefined : view.sort}
          onSort={waiting ? undefined : (sort) => set({ sort })}
          actions={
            waiting
              ? (r) => (
                  <RowAction
                    label={t('orders.cancel.oneAction')}
                    order={`${r.Symbol} ${names.OrderSide.nameOf(r.Side)} ${formatDate(r.CreateTime)}`}
                    onClick={() => onCancel(r)}
                  />
                )
              : undefined
          }
          empty={
            <ListEmpty
              none={empty}
              filtered={filtered}
              trade={{ href: futuresTradeSite(), label: t('orders.goFutures') }}
            />
          }
        />
      </div>
    </Tabs>
  );
}

export function FuturesPlans(props: FuturesPanelProps) {
  const t = useT();
  const { view, contract, ready, names, ask } = props;
  const plans = useApiQuery({ ...planOrdersQuery(view, contract?.ContractId), enabled: ready });
  return (
    <ScopedList
      {...props}
      query={plans}
      columns={futuresPlanColumns(t, names, view.scope === 'history')}
      empty="orders.empty.plans"
      onCancel={(plan) =>
        ask({
          op: tradeCancelPlanOrder,
          init: { body: { OrderId: plan.OrderId } },
          changes: staleAfter.futuresCancel,
          title: t('orders.cancel.planTitle'),
          text: t('orders.cancel.futuresPlanText', {
            side: names.OrderSide.nameOf(plan.Side),
            contract: plan.Symbol,
            time: formatDate(plan.CreateTime),
          }),
          confirmLabel: t('orders.cancel.planConfirm'),
          done: () => t('orders.cancel.futuresPlanDone', { contract: plan.Symbol }),
        })
      }
    />
  );
}

export function FuturesKillOrFills(props: FuturesPanelProps) {
  const t = useT();
  const { view, contract, ready, names, ask } = props;
  const orders = useApiQuery({ ...killOrFillQuery(view, contract?.ContractId), enabled: ready });
  return (
    <ScopedList
      {...props}
      query={orders}
      columns={killOrFillColumns(t, names, view.scope === 'history')}
      empty="orders.empty.killOrFill"
      onCancel={(order) =>
        ask({
          op: tradeCancelKillOrFillOrder,
          init: { body: { OrderId: order.OrderId } },
          changes: staleAfter.futuresCancel,
          title: t('orders.cancel.oneTitle'),
          text: t('orders.cancel.killOrFillText', {
            side: names.OrderSide.nameOf(order.Side),
            contract: order.Symbol,
            time: formatDate(order.CreateTime),
          }),
          confirmLabel: t('orders.cancel.oneConfirm'),
          done: () => t('orders.cancel.futuresDone', { contract: order.Symbol }),
        })
      }
    />
  );
}
