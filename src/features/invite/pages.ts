/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  invite: { component: () => import('./InvitePage.tsx'), areas: ['invite'] },
} satisfies PageDeclarations<typeof pageIds>;
