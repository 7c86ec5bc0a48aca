/** The view of /rate in the address: the fiat currency, the search and the sort. */
import { searchParam, type SearchParam } from '../../lib/search-params.ts';

/** An ISO 4217 code; '' is the display currency. */
const fiatParam: SearchParam<string> = {
  kind: 'choice',
  fallback: '',
  parse: (raw) => (raw !== null && /^[A-Z]{3}$/.test(raw) ? raw : ''),
  format: (value) => value,
};

export const rateSortColumns = ['price', 'change'] as const;

export const ratesSearch = {
  fiat: fiatParam,
  q: searchParam.text({ maxLength: 40 }),
  sort: searchParam.sort(rateSortColumns),
};
