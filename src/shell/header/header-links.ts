/**
 * Which links the header offers, decided only by the site-config accessors (spec section 2).
 * An in-app link shows only while the route table routes its path, so no link leads to a 404.
 */
import {
  activeHosts,
  activeTradingFeatureCount,
  hasRoute,
  hasTradeDropdown,
  isOn,
  navLinks,
} from '../../config/site-config.ts';
import type { FeatureId, NavLinkId } from '../../config/site-config.schema.ts';

export type HeaderLink = { id: string; kind: 'route'; to: string } | { id: string; kind: 'external'; href: string };
export type NavItem = HeaderLink | { id: 'trade'; kind: 'group'; links: HeaderLink[] };

const route = (id: string, to: string): HeaderLink => ({ id, kind: 'route', to });
const external = (id: string, href: string): HeaderLink => ({ id, kind: 'external', href });

/** External sites always show when their gate is on; in-app pages only once they are routed. */
const reachable = (link: HeaderLink): boolean => link.kind === 'external' || hasRoute(link.to);

const navTargets: Record<NavLinkId, () => HeaderLink> = {
  markets: () => route('markets', '/markets'),
  fiat: () => route('fiat', '/fiat'),
  spotTrade: () => external('spotTrade', activeHosts().tradeSite),
  flashPair: () => route('flashPair', '/flashPair'),
  financial: () => route('financial', '/financial'),
  alliance: () => external('alliance', activeHosts().alliance),
  bridgeMarket: () => external('bridgeMarket', activeHosts().bridgeMarket),
  pay: () => external('pay', activeHosts().paySite),
  missions: () => route('missions', '/missionSystem'),
  twinkle: () => route('twinkle', '/twinkle'),
  futures: () => external('futures', activeHosts().futuresSite),
};

const tradeIds = new Set(['spotTrade', 'flashPair']);

/**
 * The nav in the configured order. With the Trade dropdown on, spot trade and flash pair sit
 * in one "Trade" group where the first of them stood; when only one of them is reachable it
 * stays a plain link, since a one-entry dropdown only adds a click.
 */
export function navItems(): NavItem[] {
  const links = navLinks()
    .map((id) => navTargets[id]())
    .filter(reachable);
  const trade = links.filter((link) => tradeIds.has(link.id));
  if (!hasTradeDropdown() || trade.length < 2) return links;
  const at = links.findIndex((link) => tradeIds.has(link.id));
  const rest = links.filter((link) => !tradeIds.has(link.id));
  return [...rest.slice(0, at), { id: 'trade', kind: 'group', links: trade }, ...rest.slice(at)];
}

export function assetsLinks(): HeaderLink[] {
  return [
    route('digitalCurrency', '/assets/digitalCurrency'),
    route('recharge', '/assets/recharge'),
    route('withdraw', '/assets/withdraw'),
  ].filter(reachable);
}

const orderLinks: { feature: FeatureId; link: HeaderLink }[] = [
  { feature: 'trade', link: route('tradingOrder', '/tradingOrder') },
  { feature: 'thirdPartyPayment', link: route('thirdPartyPaymentOrder', '/fiat/ThirdPartyPaymentOrder') },
  { feature: 'contract', link: route('futuresOrder', '/futuresOrder') },
];

/** Each order list needs its feature switch and at least one active trading feature. */
export function ordersLinks(): HeaderLink[] {
  if (activeTradingFeatureCount() === 0) return [];
  return orderLinks
    .filter((entry) => isOn(entry.feature))
    .map((entry) => entry.link)
    .filter(reachable);
}

/** The Account menu's links; Log out is added by the menu itself, so the menu always shows. */
export function accountLinks(): HeaderLink[] {
  return [
    route('userInfo', '/account/userInfo'),
    route('verification', '/account/verifiy'),
    route('invite', '/invite'),
    ...(isOn('apiManagement') ? [route('api', '/account/api')] : []),
    route('settings', '/account/setting'),
    ...(isOn('contract') ? [external('testnet', activeHosts().testnet)] : []),
  ].filter(reachable);
}
