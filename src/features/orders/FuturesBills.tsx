/** The bills tab: every movement of the futures wallet, by the spec's bill query, named by the server's enumerations. */
import { useApiQuery } from '../../api/query.ts';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { billsQuery, futuresAssetsQuery, futuresRows } from './futures-api.ts';
import { billColumns } from './futures-columns.tsx';
import type { FuturesPanelProps } from './futures-panel.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { useT } from '../../i18n/use-t.ts';

export function FuturesBills({ view, set, contract, ready, filtered, names }: FuturesPanelProps) {
  const t = useT();
  const assets = useApiQuery({ ...futuresAssetsQuery(), enabled: view.coin !== '' });
  const coinId = assets.data?.find((a) => a.Coin === view.coin)?.CoinId;
  const coinReady = view.coin === '' || !assets.isPending;
  const bills = useApiQuery({ ...billsQuery(view, contract?.ContractId, coinId), enabled: ready && coinReady });
  return (
    <LoadedTable
      query={bills}
      page={view.page}
      pageRows={futuresRows}
      onPage={(page) => set({ page })}
      caption={t('orders.futures.tab.bills')}
      columns={billColumns(t, names)}
      rowKey={(b) => String(b.BillId)}
      empty={<ListEmpty none="orders.empty.bills" filtered={filtered} />}
    />
  );
}
