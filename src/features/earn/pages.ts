/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  earn: { component: () => import('./EarnPage.tsx'), areas: ['earn', 'ui-forms', 'ui-lists'] },
  earnRecords: { component: () => import('./EarnRecordsPage.tsx'), areas: ['earn', 'ui-forms', 'ui-lists'] },
} satisfies PageDeclarations<typeof pageIds>;
