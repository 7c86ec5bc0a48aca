/** The customer's earn records (subscriptions, redemptions, interest), filtered by type and coin, a page at a time, with a CSV. */
import { financingGetUserTradeRecord } from '../../../generated/operations/financingGetUserTradeRecord.ts';
import { callOperation } from '../../api/operation.ts';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { productCoinsQuery, recordRows, recordsQuery, type TradeRecord, type TradeType } from './earn-api.ts';
import { recordsSearch, recordTypes } from './earn-search.ts';
import { dateTime } from './SubscribeReview.tsx';
import { useT } from '../../i18n/use-t.ts';

const tones: Record<TradeType, StatusTone> = { deposit: 'neutral', withdraw: 'neutral', interest: 'success' };
const exportRows = 200;

async function allRecords(TradeType: TradeType | undefined, CoinCode: string | undefined): Promise<TradeRecord[]> {
  const rows: TradeRecord[] = [];
  for (let PageIndex = 1; ; PageIndex++) {
    const page = await callOperation(financingGetUserTradeRecord, {
      body: { PageIndex, PageRows: exportRows, ...(TradeType ? { TradeType } : {}), ...(CoinCode ? { CoinCode } : {}) },
    });
    if (!page.ok) throw new Error('The earn records could not be read');
    rows.push(...page.data.Items);
    if (page.data.Items.length < exportRows || rows.length >= page.data.TotalCount) return rows;
  }
}

function Detail({ record }: { record: TradeRecord }) {
  const t = useT();
  if (toDecimal(record.InterestForfeited)?.gt(0)) {
    return (
      <span>
        {t('earn.records.forfeited', {
          amount: <CoinAmount amount={record.InterestForfeited} coin={record.CoinCode} key="forfeited" />,
        })}
      </span>
    );
  }
  if (record.TradeType === 'withdraw' && toDecimal(record.Interest)?.gt(0)) {
    return (
      <span>
        {t('earn.records.withInterest', {
          amount: <CoinAmount amount={record.Interest} coin={record.CoinCode} key="interest" />,
        })}
      </span>
    );
  }
  return null;
}

export function RecordsList() {
  const t = useT();
  const now = useServerNow();
  const { values, set, isSet, clear } = useSearchState(recordsSearch);
  const type = values.type === 'all' ? undefined : values.type;
  const coin = values.coin || undefined;
  const records = useApiQuery(recordsQuery(values.page, type, coin));
  const coins = useApiQuery(productCoinsQuery());
  const filtered = isSet(['type', 'coin']);

  const columns: Column<TradeRecord>[] = [
    { id: 'time', header: t('earn.records.time'), cell: (r) => formatDate(r.CreateTime, dateTime) },
    {
      id: 'type',
      header: t('earn.records.type'),
      cell: (r) => <StatusBadge tone={tones[r.TradeType]}>{t(`earn.records.type.${r.TradeType}`)}</StatusBadge>,
    },
    { id: 'product', header: t('earn.holdings.product'), cell: (r) => r.ProductName },
    {
      id: 'amount',
      header: t('earn.records.amount'),
      numeric: true,
      cell: (r) => <CoinAmount amount={r.Amount} coin={r.CoinCode} />,
    },
    { id: 'detail', header: t('earn.records.detail'), cell: (r) => <Detail record={r} /> },
  ];
  const csvColumns = [
    { header: t('earn.records.time'), value: (r: TradeRecord) => r.CreateTime },
    { header: t('earn.records.type'), value: (r: TradeRecord) => t(`earn.records.type.${r.TradeType}`) },
    { header: t('earn.holdings.product'), value: (r: TradeRecord) => r.ProductName },
    { header: t('earn.records.coin'), value: (r: TradeRecord) => r.CoinCode },
    { header: t('earn.records.amount'), value: (r: TradeRecord) => r.Amount },
    { header: t('earn.records.interest'), value: (r: TradeRecord) => r.Interest },
    { header: t('earn.records.forfeitedColumn'), value: (r: TradeRecord) => r.InterestForfeited },
  ];

  return (
    <div className="earn-records">
      <div className="earn-records__bar">
        <FilterBar label={t('earn.records.filters')} active={filtered} onClear={() => clear(['type', 'coin'])}>
          <SelectFilter
            label={t('earn.records.type')}
            value={values.type}
            options={recordTypes.map((value) => ({ value, label: t(`earn.records.type.${value}`) }))}
            onChange={(next) => set({ type: next })}
          />
          <SelectFilter
            label={t('earn.filter.coin')}
            value={values.coin}
            options={[
              { value: '', label: t('earn.filter.allCoins') },
              ...(coins.data ?? (values.coin ? [values.coin] : [])).map((c) => ({ value: c, label: c })),
            ]}
            onChange={(next) => set({ coin: next })}
          />
        </FilterBar>
        {records.data && records.data.TotalCount > 0 && (
          <ExportCsvButton fileName="earn-records" columns={csvColumns} rows={() => allRecords(type, coin)} now={now} />
        )}
      </div>
      <LoadedTable
        query={records}
        page={values.page}
        pageRows={recordRows}
        onPage={(page) => set({ page })}
        caption={t('earn.records.title')}
        columns={columns}
        rowKey={(r) => String(r.RecordId)}
        empty={<Empty message={t(filtered ? 'earn.records.emptyFiltered' : 'earn.records.empty')} />}
      />
    </div>
  );
}
