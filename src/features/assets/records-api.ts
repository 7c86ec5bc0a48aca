/** The records page's data: its filters as kept in the address, a page of records, one record's details, and every page for the CSV file. */
import type { components } from '../../../generated/base.ts';
import { assetsRecordGetAssetsRecordDetail } from '../../../generated/operations/assetsRecordGetAssetsRecordDetail.ts';
import { assetsRecordGetAssetsRecordPageList } from '../../../generated/operations/assetsRecordGetAssetsRecordPageList.ts';
import { assetsRecordGetAssetsRecordType } from '../../../generated/operations/assetsRecordGetAssetsRecordType.ts';
import { assetsRecordGetAssetsStatus } from '../../../generated/operations/assetsRecordGetAssetsStatus.ts';
import { callOperation } from '../../api/operation.ts';
import { apiQuery, keepPreviousPage } from '../../api/query.ts';
import { rangeTimes } from '../../lib/date-range.ts';
import { searchParam, type SearchValues } from '../../lib/search-params.ts';

export type AssetsRecord = components['schemas']['AssetsRecord'];
export type AssetsRecordDetail = components['schemas']['AssetsRecordDetail'];
export type RecordType = components['schemas']['RecordType'];
export type RecordStatus = components['schemas']['RecordStatus'];
type ListQuery = components['schemas']['AssetsRecordListQuery'];

const types = [
  '',
  'deposit',
  'withdraw',
  'transfer',
  'trade',
  'flashExchange',
  'fiat',
  'reward',
] as const satisfies readonly ('' | RecordType)[];
const statuses = ['', 'pending', 'processing', 'completed', 'cancelled', 'failed'] as const satisfies readonly (
  '' | RecordStatus
)[];

export const recordsSearch = {
  type: searchParam.oneOf(types, ''),
  status: searchParam.oneOf(statuses, ''),
  coin: searchParam.text({ maxLength: 12 }),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  page: searchParam.page(),
};
export type RecordsFilters = SearchValues<typeof recordsSearch>;
export const recordFilterKeys = ['type', 'status', 'coin', 'from', 'to'] as const;

export const recordRows = 20;
/** The most rows one export fetches, a page of the server's at a time. */
const exportPages = 50;

/** The call's filters: a coin by its id (an unknown code filters nothing out), the days as times. */
function listQuery(filters: RecordsFilters, coinId: number | undefined): ListQuery {
  const { start, end } = rangeTimes({ from: filters.from, to: filters.to });
  return {
    ...(filters.type ? { RecordType: filters.type } : {}),
    ...(filters.status ? { Status: filters.status } : {}),
    ...(coinId === undefined ? {} : { CoinId: coinId }),
    ...(start ? { StartTime: start } : {}),
    ...(end ? { EndTime: end } : {}),
  };
}

export const recordsQuery = (filters: RecordsFilters, coinId: number | undefined) => ({
  ...apiQuery(assetsRecordGetAssetsRecordPageList, {
    body: { ...listQuery(filters, coinId), PageIndex: filters.page, PageRows: recordRows },
  }),
  ...keepPreviousPage,
});

export const recordTypesQuery = () => apiQuery(assetsRecordGetAssetsRecordType);
export const recordStatusesQuery = () => apiQuery(assetsRecordGetAssetsStatus);
export const recordDetailQuery = (Id: number) => apiQuery(assetsRecordGetAssetsRecordDetail, { body: { Id } });

/** Every record the filters match (all pages, not only the one on screen), for the CSV file; throws when a page cannot be fetched. */
export async function allRecords(filters: RecordsFilters, coinId: number | undefined): Promise<AssetsRecord[]> {
  const rows: AssetsRecord[] = [];
  for (let PageIndex = 1; PageIndex <= exportPages; PageIndex += 1) {
    const answer = await callOperation(assetsRecordGetAssetsRecordPageList, {
      body: { ...listQuery(filters, coinId), PageIndex, PageRows: 100 },
    });
    if (!answer.ok) throw new Error('records not fetched');
    rows.push(...answer.data.Items);
    if (rows.length >= answer.data.TotalCount || answer.data.Items.length === 0) break;
  }
  return rows;
}
