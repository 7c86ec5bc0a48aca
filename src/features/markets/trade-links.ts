/**
 * Where a market opens: the active environment's trade site for a spot pair
 * (`<tradeSite>/trade/BTC_USDT`) and its futures site for a contract (`<futuresSite>/trade/BTCUSDT`),
 * as docs/site-config.md says.
 */
import { activeHosts } from '../../config/site-config.ts';

const join = (host: string, path: string): string => `${host.replace(/\/+$/, '')}${path}`;

export const spotTradeUrl = (baseCoin: string, quoteCoin: string): string =>
  join(activeHosts().tradeSite, `/trade/${encodeURIComponent(baseCoin)}_${encodeURIComponent(quoteCoin)}`);

export const futuresTradeUrl = (symbol: string): string =>
  join(activeHosts().futuresSite, `/trade/${encodeURIComponent(symbol)}`);
