/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  earn: { feature: 'financial', component: () => import('./EarnPage.tsx'), areas: ['earn', 'ui-forms', 'ui-lists'] },
  earnRecords: {
    feature: 'financial',
    component: () => import('./EarnRecordsPage.tsx'),
    areas: ['earn', 'ui-forms', 'ui-lists'],
  },
} satisfies PageDeclarations<typeof pageIds>;
