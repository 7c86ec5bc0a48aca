/** The flash exchange page's view in the address: the coins chosen, and the conversions list's filter and page. */
import { searchParam } from '../../lib/search-params.ts';

export const conversionStatuses = ['all', 'pending', 'success', 'failed'] as const;
export type ConversionStatusFilter = (typeof conversionStatuses)[number];

export const flashSearch = {
  from: searchParam.text({ fallback: 'USDT', maxLength: 10 }),
  to: searchParam.text({ fallback: 'BTC', maxLength: 10 }),
  status: searchParam.oneOf(conversionStatuses, 'all'),
  page: searchParam.page(),
};
