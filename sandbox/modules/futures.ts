/** Futures host handlers: the account and order calls about the customer, and the public market calls. */
import type { ModuleHandlers } from '../core/handler.ts';
import { futuresAccountHandlers } from './futures-account.ts';
import { futuresMarketHandlers } from './futures-market.ts';
import { futuresTradeHandlers } from './futures-trade.ts';

export const futuresHandlers = {
  ...futuresAccountHandlers,
  ...futuresTradeHandlers,
  ...futuresMarketHandlers,
} satisfies ModuleHandlers;
