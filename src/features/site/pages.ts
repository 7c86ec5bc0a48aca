/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  about: { component: () => import('./AboutPage.tsx'), areas: ['site'] },
  download: { component: () => import('./DownloadPage.tsx'), areas: ['site'] },
  update: { component: () => import('./UpdatePage.tsx'), areas: ['site'] },
  error: { component: () => import('./ErrorPage.tsx') },
  notFound: { component: () => import('./NotFoundPage.tsx') },
  serverError: { component: () => import('./ServerErrorPage.tsx') },
} satisfies PageDeclarations<typeof pageIds>;
