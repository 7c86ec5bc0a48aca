/** Which actions a coin's row offers: each only when the coin, the feature switch and the route allow it. */
import { activeHosts, isOn } from '../../config/site-config.ts';
import type { AssetCoin } from './assets-api.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export interface CoinAction {
  id: 'deposit' | 'withdraw' | 'transfer' | 'trade';
  href: string;
  external?: boolean;
}

/** `futuresCoins`: the coins the futures account holds, the ones that move to and from it. */
export function coinActions(
  code: string,
  coin: AssetCoin | undefined,
  futuresCoins: ReadonlySet<string>,
): CoinAction[] {
  const actions: CoinAction[] = [];
  const withCoin = { query: { coin: code } };
  if (coin?.CanDeposit && isRouted('assetsDeposit'))
    actions.push({ id: 'deposit', href: pagePath('assetsDeposit', withCoin) });
  if ((coin?.CanWithdraw || (coin?.FiatPayOut.length ?? 0) > 0) && isRouted('assetsWithdraw'))
    actions.push({ id: 'withdraw', href: pagePath('assetsWithdraw', withCoin) });
  if (isOn('futures') && futuresCoins.has(code) && isRouted('assetsTransfer'))
    actions.push({ id: 'transfer', href: pagePath('assetsTransfer', withCoin) });
  if (isOn('trade') && code !== 'USDT') {
    const trade = new URL(activeHosts().tradeSite, location.href);
    trade.searchParams.set('symbol', `${code}_USDT`);
    actions.push({ id: 'trade', href: trade.href, external: true });
  }
  return actions;
}
