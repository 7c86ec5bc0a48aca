/**
 * The home sections registry: section id -> its fixed import(). Every id of the site-config schema
 * must have an entry (the type check fails otherwise), so every section is its own chunk and the
 * home route loads only the sections that are on.
 */
import type { ComponentType } from 'react';
import { splitComponent, type SplitComponent } from '../../ui/split-component.ts';
import type { HomeSectionId } from '../../config/site-config.schema.ts';

type SectionModule = Promise<{ default: ComponentType }>;

const sectionLoaders = {
  banner: () => import('./sections/Banner.tsx'),
  marketTrend: () => import('./sections/MarketTrend.tsx'),
  appDownload: () => import('./sections/AppDownload.tsx'),
  features: () => import('./sections/Features.tsx'),
  advancedTrading: () => import('./sections/AdvancedTrading.tsx'),
  startUse: () => import('./sections/StartUse.tsx'),
  recommendedMarkets: () => import('./sections/RecommendedMarkets.tsx'),
  tradingVolume: () => import('./sections/TradingVolume.tsx'),
} satisfies Record<HomeSectionId, () => SectionModule>;

export const homeSectionComponents = Object.fromEntries(
  Object.entries(sectionLoaders).map(([id, load]) => [id, splitComponent(load as () => SectionModule)]),
) as Record<HomeSectionId, SplitComponent>;

/** Starts loading sections before the home page asks for them. */
export function preloadHomeSections(ids: readonly HomeSectionId[]): void {
  for (const id of ids) void homeSectionComponents[id].load();
}
