/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  missions: { component: () => import('./MissionsPage.tsx'), areas: ['missions', 'ui-lists', 'ui-forms'] },
  missionDetails: { component: () => import('./TaskDetailsPage.tsx'), areas: ['missions', 'ui-lists', 'ui-forms'] },
  fundingCenter: { component: () => import('./FundingCenterPage.tsx'), areas: ['missions', 'ui-lists', 'ui-forms'] },
} satisfies PageDeclarations<typeof pageIds>;
