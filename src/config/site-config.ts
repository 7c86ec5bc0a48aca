/**
 * The loaded site-config and its typed accessors. The app installs it once at start-up;
 * components read it only through these functions, never raw.
 */
import type {
  AnalyticsConfig,
  ChatConfig,
  FeatureId,
  FooterItemId,
  HeaderItemId,
  HomeSectionId,
  HostSet,
  MonitoringConfig,
  NavLinkId,
  RouteEntry,
  SiteConfig,
  SwitchId,
} from './site-config.schema.ts';
import { productSwitch, type Product } from './products.ts';

let installed: SiteConfig | null = null;

export function installSiteConfig(config: SiteConfig): void {
  installed = config;
}

export function siteConfig(): SiteConfig {
  if (!installed) throw new Error('The site-config is read before start-up installed it');
  return installed;
}

/** Whether a switch of site.json's `features` is on (the route table's `feature`). */
export const isFeatureOn = (feature: FeatureId): boolean => siteConfig().features[feature];

/** Whether a product is on, by the code's name for it (products.ts). */
export const isOn = (product: Product): boolean => isFeatureOn(productSwitch[product]);

/** How many of the fiat, spot and futures products are on (spec section 2: fiat, trade, contract). */
export const activeTradingFeatureCount = (): number => (['fiat', 'trade', 'futures'] as const).filter(isOn).length;

export const isHeaderItemOn = (item: HeaderItemId): boolean => siteConfig().header.items[item];
export const isFooterItemOn = (item: FooterItemId): boolean => siteConfig().footer.items[item];
export const isSwitchOn = (id: SwitchId): boolean => siteConfig().switches[id];

/** The home sections that are on, in the configured order. */
export const homeSections = (): HomeSectionId[] =>
  siteConfig()
    .home.sections.filter((s) => s.on)
    .map((s) => s.id);

/** Which feature switch or header item each nav link needs (spec section 2). */
const navGate: Record<NavLinkId, () => boolean> = {
  markets: () => isHeaderItemOn('marketsNav'),
  fiat: () => isOn('fiat'),
  spotTrade: () => isOn('trade'),
  flashPair: () => isOn('flashExchange'),
  financial: () => isOn('earn'),
  alliance: () => isHeaderItemOn('alliance'),
  bridgeMarket: () => isHeaderItemOn('bridgeMarket'),
  pay: () => isHeaderItemOn('payNav'),
  missions: () => isOn('missions'),
  twinkle: () => isOn('twinkle'),
  futures: () => isOn('futures'),
};

/** The nav links to show, in the configured order. */
export const navLinks = (): NavLinkId[] => siteConfig().header.nav.filter((id) => navGate[id]());

/** A Trade dropdown with spot and flash pair replaces the two links when both are on. */
export const hasTradeDropdown = (): boolean => navLinks().includes('spotTrade') && navLinks().includes('flashPair');

/** The active environment's hosts. */
export const activeHosts = (): HostSet => siteConfig().environments.hosts[siteConfig().environments.active];

/** A provider to load: its block and its host in the active environment; null while its switch is off. */
export type ProviderSetting<T> = T & { host: string };

function provider<T>(kind: 'chat' | 'analytics', block: T | undefined): ProviderSetting<T> | null {
  const host = activeHosts()[kind];
  return isSwitchOn(kind) && block && host ? { ...block, host } : null;
}

export const chatProvider = (): ProviderSetting<ChatConfig> | null => provider('chat', siteConfig().chat);
export const analyticsProvider = (): ProviderSetting<AnalyticsConfig> | null =>
  provider('analytics', siteConfig().analytics);

/** The routes whose feature switch and other switch (if any) are on. */
export const activeRoutes = (): RouteEntry[] =>
  siteConfig().routes.filter((r) => (!r.feature || isFeatureOn(r.feature)) && (!r.switch || isSwitchOn(r.switch)));

export const brand = () => siteConfig().brand;
export const constants = () => siteConfig().constants;

/** Where errors and Web Vitals are reported; null while site.json has no `monitoring` section. */
export const monitoring = (): MonitoringConfig | null => siteConfig().monitoring ?? null;
