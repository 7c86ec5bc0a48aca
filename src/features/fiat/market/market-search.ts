/** The choices of the payment-provider market, kept in the address so a reload, a shared link or a sign-in keeps them. */
import { toDecimal } from '../../../lib/decimal.ts';
import { searchParam } from '../../../lib/search-params.ts';

export const marketSearch = {
  side: searchParam.oneOf(['buy', 'sell'], 'buy'),
  fiat: searchParam.text({ maxLength: 3 }),
  coin: searchParam.text({ maxLength: 10 }),
  /** The amount the customer typed, in `in` (fiat or coin); the other is worked out. */
  amount: searchParam.text({ maxLength: 40 }),
  in: searchParam.oneOf(['fiat', 'coin'], 'fiat'),
  payType: searchParam.text({ maxLength: 20 }),
  channel: searchParam.positiveInteger(0),
};

/** An amount from the address, or '' when it is not a plain positive decimal. */
export function typedAmount(text: string): string {
  const value = toDecimal(text);
  return value && value.gt(0) && /^\d+(\.\d+)?$/.test(text) ? text : '';
}
