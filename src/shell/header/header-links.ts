/**
 * Which links the header offers, decided only by the site-config accessors (spec section 2).
 * An in-app link shows only while the route table routes its page, so no link leads to a 404.
 */
import type { PageId } from '../../config/page-ids.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { activeHosts, activeTradingFeatureCount, hasTradeDropdown, isOn, navLinks } from '../../config/site-config.ts';
import type { Product } from '../../config/products.ts';
import type { NavLinkId } from '../../config/site-config.schema.ts';

export type HeaderLink = { id: string; kind: 'route'; to: string } | { id: string; kind: 'external'; href: string };
export type NavItem = HeaderLink | { id: 'trade'; kind: 'group'; links: HeaderLink[] };

/** External sites always show when their gate is on; in-app pages only once they are routed (null otherwise). */
const route = (id: string, page: PageId): HeaderLink | null =>
  isRouted(page) ? { id, kind: 'route', to: pagePath(page) } : null;
const external = (id: string, href: string): HeaderLink => ({ id, kind: 'external', href });

const reachable = (links: (HeaderLink | null)[]): HeaderLink[] =>
  links.filter((link): link is HeaderLink => link !== null);

const navTargets: Record<NavLinkId, () => HeaderLink | null> = {
  markets: () => route('markets', 'markets'),
  fiat: () => route('fiat', 'fiat'),
  spotTrade: () => external('spotTrade', activeHosts().tradeSite),
  flashPair: () => route('flashPair', 'flashExchange'),
  financial: () => route('financial', 'earn'),
  alliance: () => external('alliance', activeHosts().alliance),
  bridgeMarket: () => external('bridgeMarket', activeHosts().bridgeMarket),
  pay: () => external('pay', activeHosts().paySite),
  missions: () => route('missions', 'missions'),
  twinkle: () => route('twinkle', 'twinkle'),
  futures: () => external('futures', activeHosts().futuresSite),
};

const tradeIds = new Set(['spotTrade', 'flashPair']);

/**
 * The nav in the configured order. With the Trade dropdown on, spot trade and flash pair sit
 * in one "Trade" group where the first of them stood; when only one of them is reachable it
 * stays a plain link, since a one-entry dropdown only adds a click.
 */
export function navItems(): NavItem[] {
  const links = reachable(navLinks().map((id) => navTargets[id]()));
  const trade = links.filter((link) => tradeIds.has(link.id));
  if (!hasTradeDropdown() || trade.length < 2) return links;
  const at = links.findIndex((link) => tradeIds.has(link.id));
  const rest = links.filter((link) => !tradeIds.has(link.id));
  return [...rest.slice(0, at), { id: 'trade', kind: 'group', links: trade }, ...rest.slice(at)];
}

export function assetsLinks(): HeaderLink[] {
  return reachable([
    route('digitalCurrency', 'assetsBalances'),
    route('recharge', 'assetsDeposit'),
    route('withdraw', 'assetsWithdraw'),
  ]);
}

/** Each order list: its product, its link id and its page. */
const orderLinks: [Product, string, PageId][] = [
  ['trade', 'tradingOrder', 'tradingOrders'],
  ['fiatPayment', 'thirdPartyPaymentOrder', 'fiatPaymentOrders'],
  ['futures', 'futuresOrder', 'futuresOrders'],
];

/** Each order list needs its product on and at least one active trading feature. */
export function ordersLinks(): HeaderLink[] {
  if (activeTradingFeatureCount() === 0) return [];
  return reachable(orderLinks.map(([product, id, page]) => (isOn(product) ? route(id, page) : null)));
}

/** The Account menu's links; Log out is added by the menu itself, so the menu always shows. */
export function accountLinks(): HeaderLink[] {
  return reachable([
    route('userInfo', 'accountUserInfo'),
    route('verification', 'accountVerification'),
    route('invite', 'invite'),
    ...(isOn('apiKeys') ? [route('api', 'apiKeys')] : []),
    route('settings', 'accountSettings'),
    ...(isOn('futures') ? [external('testnet', activeHosts().testnet)] : []),
  ]);
}
