/** The plan orders tab: waiting, triggered and cancelled plans; a waiting one can be cancelled, or all of them at once. */
import { planOrderCancelAllPlanOrder } from '../../../generated/operations/planOrderCancelAllPlanOrder.ts';
import { planOrderCancelPlanOrder } from '../../../generated/operations/planOrderCancelPlanOrder.ts';
import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { formatDate } from '../../lib/dates.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { RowAction } from './OrderBits.tsx';
import { plansQuery, spotRows, waitingCountQuery, type SpotPlanOrder } from './spot-api.ts';
import { spotPlanColumns } from './spot-columns.tsx';
import type { SpotPanelProps } from './spot-panel.ts';
import { spotTradeSite } from './trade-links.ts';
import { useT } from '../../i18n/use-t.ts';

export function SpotPlanOrders({ view, set, pair, ready, filtered, ask }: SpotPanelProps) {
  const t = useT();
  const plans = useApiQuery({ ...plansQuery(view, pair?.VarietyId), enabled: ready });
  const waiting = useApiQuery({ ...waitingCountQuery(pair?.VarietyId), enabled: ready });

  const cancelOne = (plan: SpotPlanOrder) =>
    ask({
      op: planOrderCancelPlanOrder,
      init: { body: { Id: plan.Id } },
      changes: staleAfter.spotCancel,
      title: t('orders.cancel.planTitle'),
      text: t('orders.cancel.planText', {
        side: t(`orders.side.${plan.Side}`),
        pair: plan.Symbol,
        time: formatDate(plan.CreateTime),
      }),
      confirmLabel: t('orders.cancel.planConfirm'),
      done: () => t('orders.cancel.planDone', { pair: plan.Symbol }),
    });

  const cancelAll = (total: number) =>
    ask({
      op: planOrderCancelAllPlanOrder,
      init: { body: { VarietyId: pair?.VarietyId } },
      changes: staleAfter.spotCancel,
      title: pair ? t('orders.cancel.allPlansPairTitle', { pair: pair.Symbol }) : t('orders.cancel.allPlansTitle'),
      text: t('orders.cancel.allPlansText', { count: total }),
      confirmLabel: t('orders.cancel.allPlansConfirm', { count: total }),
      done: (answer) => t('orders.cancel.allPlansDone', { count: answer.CancelledCount }),
    });

  const total = waiting.data ?? 0;
  return (
    <>
      <div className="orders-toolbar">
        <Button variant="secondary" danger disabled={total === 0} onClick={() => cancelAll(total)}>
          {pair
            ? t('orders.cancel.allPlansPairAction', { pair: pair.Symbol, count: total })
            : t('orders.cancel.allPlansAction', { count: total })}
        </Button>
      </div>
      <LoadedTable
        query={plans}
        page={view.page}
        pageRows={spotRows}
        onPage={(page) => set({ page })}
        caption={t('orders.spot.tab.plans')}
        columns={spotPlanColumns(t)}
        rowKey={(p) => String(p.Id)}
        actions={(p) =>
          p.Status === 'waiting' ? (
            <RowAction
              label={t('orders.cancel.oneAction')}
              order={`${p.Symbol} ${t(`orders.side.${p.Side}`)} ${formatDate(p.CreateTime)}`}
              onClick={() => cancelOne(p)}
            />
          ) : null
        }
        empty={
          <ListEmpty
            none="orders.empty.plans"
            filtered={filtered}
            trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
          />
        }
      />
    </>
  );
}
