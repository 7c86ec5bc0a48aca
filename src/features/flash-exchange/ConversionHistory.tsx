/** The customer's conversions, newest first, a page at a time, filtered by status, with a CSV of all of them. */
import { flashOrderGetUserFlashOrderPageList } from '../../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { callOperation } from '../../api/operation.ts';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
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
import { orderRows, ordersQuery, type FlashOrder, type FlashOrderStatus } from './flash-api.ts';
import { conversionStatuses, flashSearch } from './flash-search.ts';
import { Rate } from './Rate.tsx';
import { useT } from '../../i18n/use-t.ts';

const tones: Record<FlashOrderStatus, StatusTone> = { pending: 'pending', success: 'success', failed: 'danger' };
const exportRows = 200;

/** Every conversion of the filter, page after page, for the file. */
async function allConversions(Status: FlashOrderStatus | undefined): Promise<FlashOrder[]> {
  const rows: FlashOrder[] = [];
  for (let PageIndex = 1; ; PageIndex++) {
    const page = await callOperation(flashOrderGetUserFlashOrderPageList, {
      body: { PageIndex, PageRows: exportRows, ...(Status ? { Status } : {}) },
    });
    if (!page.ok) throw new Error('The conversions could not be read');
    rows.push(...page.data.Items);
    if (page.data.Items.length < exportRows || rows.length >= page.data.TotalCount) return rows;
  }
}

export function ConversionHistory() {
  const t = useT();
  const now = useServerNow();
  const { values, set, isSet, clear } = useSearchState(flashSearch);
  const status = values.status === 'all' ? undefined : values.status;
  const orders = useApiQuery(ordersQuery(values.page, status));

  const columns: Column<FlashOrder>[] = [
    { id: 'time', header: t('flash.history.time'), cell: (o) => formatDate(o.CreateTime) },
    {
      id: 'paid',
      header: t('flash.history.paid'),
      numeric: true,
      cell: (o) => <CoinAmount amount={o.FromAmount} coin={o.FromCoin} />,
    },
    {
      id: 'received',
      header: t('flash.history.received'),
      numeric: true,
      cell: (o) => <CoinAmount amount={o.ToAmount} coin={o.ToCoin} />,
    },
    {
      id: 'rate',
      header: t('flash.quote.rate'),
      numeric: true,
      cell: (o) => <Rate price={o.Price} from={o.FromCoin} to={o.ToCoin} />,
    },
    {
      id: 'fee',
      header: t('flash.quote.fee'),
      numeric: true,
      hideOnCards: true,
      cell: (o) => <CoinAmount amount={o.Fee} coin={o.FeeCoin} />,
    },
    {
      id: 'status',
      header: t('flash.history.status'),
      cell: (o) => <StatusBadge tone={tones[o.Status]}>{t(`flash.status.${o.Status}`)}</StatusBadge>,
    },
  ];
  const csvColumns = [
    { header: t('flash.history.time'), value: (o: FlashOrder) => o.CreateTime },
    { header: t('flash.history.fromCoin'), value: (o: FlashOrder) => o.FromCoin },
    { header: t('flash.history.paid'), value: (o: FlashOrder) => o.FromAmount },
    { header: t('flash.history.toCoin'), value: (o: FlashOrder) => o.ToCoin },
    { header: t('flash.history.received'), value: (o: FlashOrder) => o.ToAmount },
    { header: t('flash.quote.rate'), value: (o: FlashOrder) => o.Price },
    { header: t('flash.quote.fee'), value: (o: FlashOrder) => `${o.Fee} ${o.FeeCoin}` },
    { header: t('flash.history.status'), value: (o: FlashOrder) => t(`flash.status.${o.Status}`) },
  ];

  return (
    <section id="conversions" className="flash-history" aria-labelledby="flash-history-title" tabIndex={-1}>
      <div className="flash-history__head">
        <h2 id="flash-history-title">{t('flash.history.title')}</h2>
        {orders.data && orders.data.TotalCount > 0 && (
          <ExportCsvButton fileName="conversions" columns={csvColumns} rows={() => allConversions(status)} now={now} />
        )}
      </div>
      <FilterBar label={t('flash.history.filters')} active={isSet(['status'])} onClear={() => clear(['status'])}>
        <SelectFilter
          label={t('flash.history.status')}
          value={values.status}
          options={conversionStatuses.map((value) => ({ value, label: t(`flash.status.${value}`) }))}
          onChange={(next) => set({ status: next })}
        />
      </FilterBar>
      <LoadedTable
        query={orders}
        page={values.page}
        pageRows={orderRows}
        onPage={(page) => set({ page })}
        caption={t('flash.history.title')}
        columns={columns}
        rowKey={(o) => String(o.OrderId)}
        empty={<Empty message={t(status ? 'flash.history.emptyFiltered' : 'flash.history.empty')} />}
      />
    </section>
  );
}
