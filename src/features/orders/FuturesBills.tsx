/** The bills tab: every movement of the futures wallet, by the spec's bill query, named by the server's enumerations. */
import { useApiQuery } from '../../api/query.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { billsQuery, futuresAssetsQuery, futuresRows } from './futures-api.ts';
import { billColumns } from './futures-columns.tsx';
import type { FuturesPanelProps } from './futures-panel.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { useT } from '../../i18n/use-t.ts';

export function FuturesBills({ view, set, contract, ready, filtered, names }: FuturesPanelProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const assets = useApiQuery({ ...futuresAssetsQuery(), enabled: view.coin !== '' });
  const coinId = assets.data?.find((a) => a.Coin === view.coin)?.CoinId;
  const coinReady = view.coin === '' || !assets.isPending;
  const bills = useApiQuery({ ...billsQuery(view, contract?.ContractId, coinId), enabled: ready && coinReady });
  return (
    <>
      {bills.isError ? (
        <LoadError message={errorText(bills.error)} onRetry={() => void bills.refetch()} />
      ) : (
        <DataTable
          caption={t('orders.futures.tab.bills')}
          columns={billColumns(t, names)}
          rows={bills.data?.Items ?? []}
          rowKey={(b) => String(b.BillId)}
          loading={bills.isPending}
          busy={bills.isPlaceholderData}
          loadingRows={futuresRows}
          empty={<ListEmpty none="orders.empty.bills" filtered={filtered} />}
        />
      )}
      {bills.data && (
        <Pager page={view.page} rows={futuresRows} total={bills.data.TotalCount} onPage={(page) => set({ page })} />
      )}
    </>
  );
}
