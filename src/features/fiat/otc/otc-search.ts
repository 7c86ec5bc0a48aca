/** The choices of the OTC tab, kept in the address so a reload, a shared link or a sign-in keeps them. */
import { searchParam } from '../../../lib/search-params.ts';

export const otcSearch = {
  side: searchParam.oneOf(['buy', 'sell'], 'buy'),
  fiat: searchParam.text({ maxLength: 3 }),
  coin: searchParam.text({ maxLength: 10 }),
  /** The amount typed, in `in`. */
  amount: searchParam.text({ maxLength: 40 }),
  /** What the amount is in; left out, a buy's is fiat and a sell's is coin. */
  in: searchParam.oneOf(['', 'fiat', 'coin'], ''),
};
