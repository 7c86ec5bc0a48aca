/** The open orders tab: what rests in the book, the funds it holds, and cancelling one or all of them. */
import { tradingCancelAllOrderByUserId } from '../../../generated/operations/tradingCancelAllOrderByUserId.ts';
import { tradingCancelOrder } from '../../../generated/operations/tradingCancelOrder.ts';
import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { formatDate } from '../../lib/dates.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { RowAction } from './OrderBits.tsx';
import { OpenOrderFunds } from './OpenOrderFunds.tsx';
import { OrderFills } from './OrderFills.tsx';
import { openCountQuery, openOrdersQuery, spotRows, type SpotOrder } from './spot-api.ts';
import { spotOrderColumns } from './spot-columns.tsx';
import type { SpotPanelProps } from './spot-panel.ts';
import { spotTradeSite } from './trade-links.ts';
import { useT } from '../../i18n/use-t.ts';
import { useBalances } from '../../data/balances.ts';

export function SpotOpenOrders({ view, set, pair, ready, filtered, ask }: SpotPanelProps) {
  const t = useT();
  const orders = useApiQuery({ ...openOrdersQuery(view, pair?.VarietyId), enabled: ready });
  const count = useApiQuery({ ...openCountQuery(pair?.VarietyId), enabled: ready });

  const cancelOne = (order: SpotOrder) =>
    ask({
      op: tradingCancelOrder,
      init: { body: { OrderId: order.OrderId } },
      changes: staleAfter.spotCancel,
      title: t('orders.cancel.oneTitle'),
      text: t('orders.cancel.oneText', {
        side: t(`orders.side.${order.Side}`),
        pair: order.Symbol,
        time: formatDate(order.CreateTime),
      }),
      confirmLabel: t('orders.cancel.oneConfirm'),
      done: () => t('orders.cancel.oneDone', { pair: order.Symbol }),
    });

  const cancelAll = (total: number) =>
    ask({
      op: tradingCancelAllOrderByUserId,
      init: { body: { VarietyId: pair?.VarietyId } },
      changes: staleAfter.spotCancel,
      title: pair ? t('orders.cancel.allPairTitle', { pair: pair.Symbol }) : t('orders.cancel.allTitle'),
      text: t('orders.cancel.allText', { count: total }),
      confirmLabel: t('orders.cancel.allConfirm', { count: total }),
      done: (answer) => t('orders.cancel.allDone', { count: answer.CancelledCount }),
    });

  const total = count.data ?? 0;
  // The orders come under the funds once these are shown (their height is known only then), so that
  // they never move; both are asked for at once.
  const funds = useBalances();
  if (funds.isPending)
    return (
      <>
        <OpenOrderFunds />
        <p role="status" className="visually-hidden">
          {t('common.loading')}
        </p>
      </>
    );
  return (
    <>
      <OpenOrderFunds />
      <div className="orders-toolbar">
        <Button variant="secondary" danger disabled={total === 0} onClick={() => cancelAll(total)}>
          {pair
            ? t('orders.cancel.allPairAction', { pair: pair.Symbol, count: total })
            : t('orders.cancel.allAction', { count: total })}
        </Button>
      </div>
      <LoadedTable
        query={orders}
        page={view.page}
        pageRows={spotRows}
        onPage={(page) => set({ page })}
        caption={t('orders.spot.tab.open')}
        columns={spotOrderColumns(t, false)}
        rowKey={(o) => String(o.OrderId)}
        renderDetail={(o) => <OrderFills order={o} />}
        actions={(o) => (
          <RowAction
            label={t('orders.cancel.oneAction')}
            order={`${o.Symbol} ${t(`orders.side.${o.Side}`)} ${formatDate(o.CreateTime)}`}
            onClick={() => cancelOne(o)}
          />
        )}
        empty={
          <ListEmpty
            none="orders.empty.open"
            filtered={filtered}
            trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
          />
        }
      />
    </>
  );
}
