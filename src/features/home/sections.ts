/**
 * The home sections registry: section id -> lazy component. Every id of the site-config schema
 * must have an entry (the type check fails otherwise), each a fixed import(), so every section
 * is its own chunk and the home route loads only the sections that are on.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HomeSectionId } from '../../config/site-config.schema.ts';

export const homeSectionComponents = {
  banner: lazy(() => import('./sections/Banner.tsx')),
  marketTrend: lazy(() => import('./sections/MarketTrend.tsx')),
  appDownload: lazy(() => import('./sections/AppDownload.tsx')),
  features: lazy(() => import('./sections/Features.tsx')),
  advancedTrading: lazy(() => import('./sections/AdvancedTrading.tsx')),
  startUse: lazy(() => import('./sections/StartUse.tsx')),
  recommendedMarkets: lazy(() => import('./sections/RecommendedMarkets.tsx')),
  tradingVolume: lazy(() => import('./sections/TradingVolume.tsx')),
} satisfies Record<HomeSectionId, LazyExoticComponent<ComponentType>>;
