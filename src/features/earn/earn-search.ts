/** The earn pages' views in the address: the product list's filters, the product open, the records' tab, filters and page. */
import { searchParam } from '../../lib/search-params.ts';

export const termFilters = ['all', 'flexible', 'fixed'] as const;
export const recordTypes = ['all', 'deposit', 'withdraw', 'interest'] as const;

export const productSearch = {
  coin: searchParam.text({ maxLength: 10 }),
  term: searchParam.oneOf(termFilters, 'all'),
  page: searchParam.page(),
  /** The product whose detail and subscription form are open (0: none). */
  product: searchParam.positiveInteger(0),
};

export const recordsSearch = {
  tab: searchParam.oneOf(['holdings', 'records'] as const, 'holdings'),
  type: searchParam.oneOf(recordTypes, 'all'),
  coin: searchParam.text({ maxLength: 10 }),
  page: searchParam.page(),
  /** The holding whose redemption is open (0: none). */
  redeem: searchParam.positiveInteger(0),
};
