/** The finished orders tab (filled and cancelled), and the fills tab: sortable by time, exported as CSV with the filters on screen. */
import { useApiQuery } from '../../api/query.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx';
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
      <LoadedTable
        query={orders}
        page={view.page}
        pageRows={spotRows}
        onPage={(page) => set({ page })}
        caption={t('orders.spot.tab.history')}
        columns={spotOrderColumns(t, true)}
        rowKey={(o) => String(o.OrderId)}
        sort={view.sort}
        onSort={(sort) => set({ sort })}
        renderDetail={(o) => <OrderFills order={o} />}
        empty={
          <ListEmpty
            none="orders.empty.history"
            filtered={filtered}
            trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
          />
        }
      />
    </>
  );
}

export function SpotFills({ view, set, pair, ready, filtered }: SpotPanelProps) {
  const t = useT();
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
      <LoadedTable
        query={fills}
        page={view.page}
        pageRows={spotRows}
        onPage={(page) => set({ page })}
        caption={t('orders.spot.tab.fills')}
        columns={spotFillColumns(t)}
        rowKey={(d) => String(d.DealId)}
        sort={view.sort}
        onSort={(sort) => set({ sort })}
        empty={
          <ListEmpty
            none="orders.empty.fills"
            filtered={filtered}
            trade={{ href: spotTradeSite(), label: t('orders.goTrade') }}
          />
        }
      />
    </>
  );
}
