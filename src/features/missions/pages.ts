/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  missions: {
    feature: 'missionSystem',
    component: () => import('./MissionsPage.tsx'),
    areas: ['missions', 'ui-lists', 'ui-forms'],
  },
  missionDetails: {
    feature: 'missionSystem',
    component: () => import('./TaskDetailsPage.tsx'),
    areas: ['missions', 'ui-lists', 'ui-forms'],
  },
  fundingCenter: {
    feature: 'missionSystem',
    component: () => import('./FundingCenterPage.tsx'),
    areas: ['missions', 'ui-lists', 'ui-forms'],
  },
} satisfies PageDeclarations<typeof pageIds>;
