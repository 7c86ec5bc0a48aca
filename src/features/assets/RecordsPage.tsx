/**
 * /assets/financialRecords: every movement of the customer's assets, a page at a time, filtered by
 * type, status, coin and dates (all kept in the address), each row opening its details; the
 * filtered records export as a CSV file at full precision.
 */
import { useApiQuery } from '../../api/query.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { useServerNow } from '../../session/server-clock.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateRangeFilter } from '../../ui/DateRangeFilter.tsx';
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { assetCoinsQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { RecordDetail } from './RecordDetail.tsx';
import {
  allRecords,
  recordFilterKeys,
  recordRows,
  recordsQuery,
  recordStatusesQuery,
  recordsSearch,
  recordTypesQuery,
  type AssetsRecord,
  type RecordStatus,
} from './records-api.ts';
import { useT } from '../../i18n/use-t.ts';

const tones: Record<RecordStatus, StatusTone> = {
  pending: 'pending',
  processing: 'pending',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export default function RecordsPage() {
  const t = useT();
  const now = useServerNow();
  const { values, set, isSet, clear } = useSearchState(recordsSearch);
  const coins = useApiQuery(assetCoinsQuery());
  const types = useApiQuery(recordTypesQuery());
  const statuses = useApiQuery(recordStatusesQuery());
  const coinId = values.coin ? coins.data?.get(values.coin)?.CoinId : undefined;
  // A coin filter waits for the coin list, so it never shows every coin's records as that coin's.
  const ready = !values.coin || coins.data !== undefined;
  const records = useApiQuery({ ...recordsQuery(values, coinId), enabled: ready });

  const all = t('assets.records.all');
  const columns: Column<AssetsRecord>[] = [
    { id: 'time', header: t('assets.history.time'), cell: (r) => formatDate(r.CreateTime) },
    { id: 'type', header: t('assets.records.type'), cell: (r) => r.RecordTypeName },
    {
      id: 'amount',
      header: t('assets.history.amount'),
      numeric: true,
      cell: (r) => <CoinAmount amount={r.Amount} coin={r.Code} />,
    },
    {
      id: 'fee',
      header: t('assets.withdraw.fee'),
      numeric: true,
      hideOnCards: true,
      cell: (r) => <CoinAmount amount={r.Fee} coin={r.Code} />,
    },
    {
      id: 'status',
      header: t('assets.history.status'),
      cell: (r) => <StatusBadge tone={tones[r.Status]}>{r.StatusName}</StatusBadge>,
    },
  ];
  const csvColumns: CsvColumn<AssetsRecord>[] = [
    { header: t('assets.history.time'), value: (r) => r.CreateTime },
    { header: t('assets.records.type'), value: (r) => r.RecordTypeName },
    { header: t('assets.records.coin'), value: (r) => r.Code },
    { header: t('assets.history.amount'), value: (r) => r.Amount },
    { header: t('assets.withdraw.fee'), value: (r) => r.Fee },
    { header: t('assets.history.status'), value: (r) => r.StatusName },
    { header: t('assets.records.id'), value: (r) => String(r.Id) },
  ];

  return (
    <AssetsFrame
      title={t('assets.records.title')}
      actions={
        <ExportCsvButton fileName="records" columns={csvColumns} rows={() => allRecords(values, coinId)} now={now} />
      }
    >
      <FilterBar
        label={t('assets.records.filters')}
        active={isSet(recordFilterKeys)}
        onClear={() => clear(recordFilterKeys)}
      >
        <SelectFilter
          label={t('assets.records.type')}
          value={values.type}
          options={[{ value: '', label: all }, ...(types.data ?? []).map((o) => ({ value: o.Value, label: o.Name }))]}
          onChange={(type) => set({ type })}
        />
        <SelectFilter
          label={t('assets.history.status')}
          value={values.status}
          options={[
            { value: '', label: all },
            ...(statuses.data ?? []).map((o) => ({ value: o.Value, label: o.Name })),
          ]}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label={t('assets.records.coin')}
          value={values.coin}
          options={[
            { value: '', label: all },
            ...[...(coins.data?.keys() ?? [])].map((code) => ({ value: code, label: code })),
          ]}
          onChange={(coin) => set({ coin })}
        />
        <DateRangeFilter
          label={t('assets.records.dates')}
          value={{ from: values.from, to: values.to }}
          onChange={set}
          now={now()}
        />
      </FilterBar>
      <section className="assets-card" aria-label={t('assets.records.title')}>
        <LoadedTable
          query={records}
          page={values.page}
          pageRows={recordRows}
          onPage={(page) => set({ page })}
          caption={t('assets.records.title')}
          columns={columns}
          rowKey={(r) => `${r.RecordType}-${r.Id}`}
          renderDetail={(r) => <RecordDetail id={r.Id} />}
          empty={<Empty message={t(isSet(recordFilterKeys) ? 'assets.records.noneMatch' : 'assets.records.none')} />}
        />
      </section>
    </AssetsFrame>
  );
}
