/** /futuresOrder's view in the address: the tab, waiting or finished, the filters, the sort and the page. */
import { searchParam, type SearchValues } from '../../lib/search-params.ts';

export const futuresTabs = ['current', 'history', 'plans', 'killOrFill', 'bills'] as const;
export type FuturesTab = (typeof futuresTabs)[number];

export const futuresScopes = ['active', 'history'] as const;

export const futuresSearch = {
  tab: searchParam.oneOf(futuresTabs, 'current'),
  /** Plan and kill-or-fill orders: the waiting ones or the finished ones. */
  scope: searchParam.oneOf(futuresScopes, 'active'),
  /** The contract's symbol, BTCUSDT; '' for every contract. */
  contract: searchParam.text({ maxLength: 24 }),
  /** The bill query's coin (its code), bill type and trade type (their values), '' for any. */
  coin: searchParam.text({ maxLength: 12 }),
  billType: searchParam.text({ maxLength: 4 }),
  tradeType: searchParam.text({ maxLength: 4 }),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  sort: searchParam.sort(['time']),
  page: searchParam.page(),
};

export type FuturesView = SearchValues<typeof futuresSearch>;

export const futuresFilterKeys = ['contract', 'coin', 'billType', 'tradeType', 'from', 'to'] as const;

/** An enumeration value chosen in a filter, or undefined for '' or anything that is not a whole number. */
export const enumChoice = (text: string): number | undefined =>
  /^[1-9]\d{0,2}$/.test(text) ? Number(text) : undefined;
