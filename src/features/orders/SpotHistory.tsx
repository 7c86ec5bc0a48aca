/** The finished orders tab (filled and cancelled), and the fills tab: sortable by time, exported as CSV with the filters on screen. */
import { useApiQuery } from '../../api/query.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { OrderFills } from './OrderFills.tsx';
import { allFills, allHistory, fillsQuery, historyQuery, spotRows } from './spot-api.ts';
import { spotFillColumns, spotOrderColumns } from './spot-columns.tsx';
import { fillsCsvColumns, historyCsvColumns } from './spot-csv.ts';
import type { SpotPanelProps } from './spot-panel.ts';
import { spotTradeSite } from './trade-links.ts';
import { useT } from '../../i18n/use-t.ts';

export function SpotHistory({ view, set, pair, ready, filtered }: SpotPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const now = useServerNow();
  const orders = useApiQuery({ ...historyQuery(view, pair?.VarietyId), enabled: ready });
  return (
    <>
      <div className="orders-toolbar">
        <ExportCsvButton
          fileName="order-history"
          columns={historyCsvColumns(t)}
          rows={() => allHistory(view, pair?.VarietyId)}
          now={now}
        />
      </div>
      {orders.isError ? (
        <LoadError message={errorText(orders.error)} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          caption={t('orders.spot.tab.history')}
          columns={spotOrderColumns(t, true)}
          rows={orders.data?.Items ?? []}
          rowKey={(o) => String(o.OrderId)}
          sort={view.sort}
          onSort={(sort) => set({ sort })}
          renderDetail={(o) => <OrderFills order={o} />}
          loading={orders.isPending}
          busy={orders.isPlaceholderData}
          loadingRows={spotRows}
          empty={
            <ListEmpty
              none="orders.empty.history"
              filtered={filtered}
              trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
            />
          }
        />
      )}
      {orders.data && (
        <Pager page={view.page} rows={spotRows} total={orders.data.TotalCount} onPage={(page) => set({ page })} />
      )}
    </>
  );
}

export function SpotFills({ view, set, pair, ready, filtered }: SpotPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const now = useServerNow();
  const fills = useApiQuery({ ...fillsQuery(view, pair?.VarietyId), enabled: ready });
  return (
    <>
      <div className="orders-toolbar">
        <ExportCsvButton
          fileName="fills"
          columns={fillsCsvColumns(t)}
          rows={() => allFills(view, pair?.VarietyId)}
          now={now}
        />
      </div>
      {fills.isError ? (
        <LoadError message={errorText(fills.error)} onRetry={() => void fills.refetch()} />
      ) : (
        <DataTable
          caption={t('orders.spot.tab.fills')}
          columns={spotFillColumns(t)}
          rows={fills.data?.Items ?? []}
          rowKey={(d) => String(d.DealId)}
          sort={view.sort}
          onSort={(sort) => set({ sort })}
          loading={fills.isPending}
          busy={fills.isPlaceholderData}
          loadingRows={spotRows}
          empty={
            <ListEmpty
              none="orders.empty.fills"
              filtered={filtered}
              trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
            />
          }
        />
      )}
      {fills.data && (
        <Pager page={view.page} rows={spotRows} total={fills.data.TotalCount} onPage={(page) => set({ page })} />
      )}
    </>
  );
}
