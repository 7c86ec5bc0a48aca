/** The current orders tab (with cancel) and the order history tab; each order opens its detail. */
import { tradeCancelOrder } from '../../../generated/operations/tradeCancelOrder.ts';
import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { formatDate } from '../../lib/dates.ts';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { currentOrdersQuery, futuresRows, historyOrdersQuery, type FuturesOrder } from './futures-api.ts';
import { futuresOrderColumns } from './futures-columns.tsx';
import type { FuturesPanelProps } from './futures-panel.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { RowAction } from './OrderBits.tsx';
import { futuresTradeSite } from './trade-links.ts';
import { useT } from '../../i18n/use-t.ts';

export function FuturesOrderList({ view, set, contract, ready, filtered, names, ask, showDetail }: FuturesPanelProps) {
  const t = useT();
  const finished = view.tab === 'history';
  const orders = useApiQuery({
    ...(finished ? historyOrdersQuery : currentOrdersQuery)(view, contract?.ContractId),
    enabled: ready,
  });
  const which = (o: FuturesOrder) => `${o.Symbol} ${names.OrderSide.nameOf(o.Side)} ${formatDate(o.CreateTime)}`;

  const cancel = (order: FuturesOrder) =>
    ask({
      op: tradeCancelOrder,
      init: { body: { OrderId: order.OrderId } },
      changes: staleAfter.futuresCancel,
      title: t('orders.cancel.oneTitle'),
      text: t('orders.cancel.futuresText', {
        side: names.OrderSide.nameOf(order.Side),
        contract: order.Symbol,
        time: formatDate(order.CreateTime),
      }),
      confirmLabel: t('orders.cancel.oneConfirm'),
      done: () => t('orders.cancel.futuresDone', { contract: order.Symbol }),
    });

  return (
    <>
      <LoadedTable
        query={orders}
        page={view.page}
        pageRows={futuresRows}
        onPage={(page) => set({ page })}
        caption={t(`orders.futures.tab.${view.tab}`)}
        columns={futuresOrderColumns(t, names, finished)}
        rowKey={(o) => String(o.OrderId)}
        sort={finished ? view.sort : undefined}
        onSort={finished ? (sort) => set({ sort }) : undefined}
        actions={(o) => (
          <>
            <RowAction label={t('orders.futures.details')} order={which(o)} onClick={() => showDetail(o.OrderId)} />
            {!finished && <RowAction label={t('orders.cancel.oneAction')} order={which(o)} onClick={() => cancel(o)} />}
          </>
        )}
        empty={
          <ListEmpty
            none={finished ? 'orders.empty.history' : 'orders.empty.open'}
            filtered={filtered}
            trade={{ href: futuresTradeSite(), label: t('orders.goFutures') }}
          />
        }
      />
    </>
  );
}
