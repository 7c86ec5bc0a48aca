/**
 * What a feature switch turns on, found by asking the app's own accessors about the draft with the
 * switch on and with it off: the routes that exist, the nav links and the menu entries shown, and
 * the home sections (or their parts) shown.
 */
import { activeRoutes, installSiteConfig } from '../../../src/config/site-config.ts';
import type { FeatureId, SiteConfig } from '../../../src/config/site-config.schema.ts';
import { shownHomeParts } from '../../../src/features/home/section-parts.ts';
import { accountLinks, navItems, ordersLinks, type NavItem } from '../../../src/shell/header/header-links.ts';

export interface FeatureEffects {
  routes: string[];
  navLinks: string[];
  menuEntries: string[];
  /** A section id, or `section.part` for a part of a section that follows the switches. */
  homeSections: string[];
}

const linkIds = (items: NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? linkIds(item.links) : [item.id]));

function shown(config: SiteConfig) {
  installSiteConfig(config);
  return {
    routes: activeRoutes().map((route) => route.path),
    navLinks: linkIds(navItems()),
    menuEntries: [...ordersLinks(), ...accountLinks()].map((link) => link.id),
    homeSections: shownHomeParts(),
  };
}

const withFeature = (config: SiteConfig, feature: FeatureId, on: boolean): SiteConfig => ({
  ...config,
  features: { ...config.features, [feature]: on },
});

export function featureEffects(config: SiteConfig, feature: FeatureId): FeatureEffects {
  const on = shown(withFeature(config, feature, true));
  const off = shown(withFeature(config, feature, false));
  const added = (a: string[], b: string[]) => [...new Set(a.filter((x) => !b.includes(x)))];
  return {
    routes: added(on.routes, off.routes),
    navLinks: added(on.navLinks, off.navLinks),
    menuEntries: added(on.menuEntries, off.menuEntries),
    homeSections: added(on.homeSections, off.homeSections),
  };
}

/** The nav links the header shows with this config (each needs its switch, and an in-app page its route). */
export function shownNavLinks(config: SiteConfig): string[] {
  return shown(config).navLinks;
}
