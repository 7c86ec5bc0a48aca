/** Which actions a coin's row offers: each only when the coin, the feature switch and the route allow it. */
import { activeHosts, hasRoute, isOn } from '../../config/site-config.ts';
import type { AssetCoin } from './assets-api.ts';

export interface CoinAction {
  id: 'deposit' | 'withdraw' | 'transfer' | 'trade';
  href: string;
  external?: boolean;
}

const withCoin = (path: string, code: string) => `${path}?coin=${encodeURIComponent(code)}`;

/** `futuresCoins`: the coins the futures account holds, the ones that move to and from it. */
export function coinActions(
  code: string,
  coin: AssetCoin | undefined,
  futuresCoins: ReadonlySet<string>,
): CoinAction[] {
  const actions: CoinAction[] = [];
  if (coin?.CanDeposit && hasRoute('/assets/recharge'))
    actions.push({ id: 'deposit', href: withCoin('/assets/recharge', code) });
  if ((coin?.CanWithdraw || (coin?.FiatPayOut.length ?? 0) > 0) && hasRoute('/assets/withdraw'))
    actions.push({ id: 'withdraw', href: withCoin('/assets/withdraw', code) });
  if (isOn('contract') && futuresCoins.has(code) && hasRoute('/assets/fundTransfer'))
    actions.push({ id: 'transfer', href: withCoin('/assets/fundTransfer', code) });
  if (isOn('trade') && code !== 'USDT') {
    const trade = new URL(activeHosts().tradeSite, location.href);
    trade.searchParams.set('symbol', `${code}_USDT`);
    actions.push({ id: 'trade', href: trade.href, external: true });
  }
  return actions;
}
