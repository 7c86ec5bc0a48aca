/** The OTC orders list's tab, filters and page in the address, and what the list call asks for from them. */
import { searchParam } from '../../../lib/search-params.ts';
import type { OrderFilters, OtcOrderStatus, OtcSide } from './otc-api.ts';

export const ongoingStatuses = [
  'unpaid',
  'waitingPayment',
  'paid',
  'appealing',
] as const satisfies readonly OtcOrderStatus[];
export const finishedStatuses = ['completed', 'cancelled'] as const satisfies readonly OtcOrderStatus[];

export const ordersSearch = {
  tab: searchParam.oneOf(['ongoing', 'finished', 'appeals'], 'ongoing'),
  side: searchParam.oneOf(['all', 'buy', 'sell'], 'all'),
  coin: searchParam.text({ maxLength: 10 }),
  status: searchParam.oneOf(['all', ...ongoingStatuses, ...finishedStatuses], 'all'),
  page: searchParam.page(),
};

export const filterKeys = ['side', 'coin', 'status'] as const;

export function orderFilters(values: { tab: string; status: string; side: string; coin: string }): OrderFilters {
  const ongoing = values.tab === 'ongoing';
  const statuses: readonly string[] = ongoing ? ongoingStatuses : finishedStatuses;
  return {
    Ongoing: ongoing,
    ...(statuses.includes(values.status) ? { Status: values.status as OtcOrderStatus } : {}),
    ...(values.side !== 'all' ? { Side: values.side as OtcSide } : {}),
    ...(/^[A-Z0-9]{2,10}$/.test(values.coin) ? { CoinCode: values.coin } : {}),
  };
}
