/**
 * Where a pair or a contract is traded: the active environment's trade site and futures site
 * (docs/site-config.md), `<tradeSite>/trade/BTC_USDT` and `<futuresSite>/futures/BTCUSDT`.
 */
import { activeHosts } from '../../config/site-config.ts';
import { pairSlug } from './market-precision.ts';

const withoutTrailingSlash = (host: string): string => host.replace(/\/+$/, '');

export const spotTradeHref = (symbol: string): string =>
  `${withoutTrailingSlash(activeHosts().tradeSite)}/trade/${encodeURIComponent(pairSlug(symbol))}`;

export const futuresTradeHref = (symbol: string): string =>
  `${withoutTrailingSlash(activeHosts().futuresSite)}/futures/${encodeURIComponent(symbol)}`;

/** The trade site itself, where spot orders are placed. */
export const spotTradeSite = (): string => withoutTrailingSlash(activeHosts().tradeSite);

/** The futures site itself, where futures orders are placed. */
export const futuresTradeSite = (): string => withoutTrailingSlash(activeHosts().futuresSite);
