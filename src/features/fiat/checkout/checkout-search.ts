/** What a checkout starts from (the fiat page's choices), or the order it follows once placed. */
import { searchParam } from '../../../lib/search-params.ts';

export const checkoutSearch = {
  side: searchParam.oneOf(['buy', 'sell'], 'buy'),
  coin: searchParam.text({ maxLength: 10 }),
  fiat: searchParam.text({ maxLength: 3 }),
  /** A buy's fiat amount, a sell's coin quantity. */
  amount: searchParam.text({ maxLength: 40 }),
  payType: searchParam.text({ maxLength: 20 }),
  channel: searchParam.positiveInteger(0),
  orderId: searchParam.text({ maxLength: 20 }),
};
