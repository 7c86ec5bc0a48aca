/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  help: { component: () => import('./HelpHomePage.tsx'), areas: ['help'] },
  helpList: { component: () => import('./HelpListPage.tsx'), areas: ['help'] },
  helpDetail: { component: () => import('./HelpDetailPage.tsx'), areas: ['help'] },
  helpSearch: { component: () => import('./HelpSearchPage.tsx'), areas: ['help', 'ui-lists'] },
  digitalAssets: { component: () => import('./DigitalAssetsPage.tsx'), areas: ['help', 'ui-lists'] },
} satisfies PageDeclarations<typeof pageIds>;
