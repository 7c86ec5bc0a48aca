/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  news: { feature: 'news', component: () => import('./NewsHomePage.tsx'), areas: ['news', 'ui-lists'] },
  newsList: { feature: 'news', component: () => import('./NewsListPage.tsx'), areas: ['news', 'ui-lists'] },
  newsDetail: { feature: 'news', component: () => import('./NewsDetailPage.tsx'), areas: ['news'] },
} satisfies PageDeclarations<typeof pageIds>;
