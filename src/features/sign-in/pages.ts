/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  login: { component: () => import('./LoginPage.tsx'), areas: ['sign-in'] },
  register: { component: () => import('./RegisterPage.tsx'), areas: ['sign-in'] },
  findPassword: { component: () => import('./FindPasswordPage.tsx'), areas: ['sign-in'] },
  setPassword: { component: () => import('./SetPasswordPage.tsx'), areas: ['sign-in'] },
} satisfies PageDeclarations<typeof pageIds>;
