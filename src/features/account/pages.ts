/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  accountUserInfo: { component: () => import('./UserInfoPage.tsx'), areas: ['account', 'ui-lists'] },
  accountSettings: { component: () => import('./SettingsPage.tsx'), areas: ['account', 'ui-forms'] },
  accountGoogle: { component: () => import('./GooglePage.tsx'), areas: ['account', 'ui-forms'] },
  accountVerification: { component: () => import('./VerificationPage.tsx'), areas: ['account', 'ui-forms'] },
} satisfies PageDeclarations<typeof pageIds>;
