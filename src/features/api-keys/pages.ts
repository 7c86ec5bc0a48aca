/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  apiKeys: { component: () => import('./ApiKeysPage.tsx'), areas: ['api-keys', 'ui-forms'] },
  apiKeyEdit: { component: () => import('./ApiKeyEditPage.tsx'), areas: ['api-keys', 'ui-forms'] },
  apiDocument: { component: () => import('./ApiDocumentPage.tsx'), areas: ['api-keys'] },
} satisfies PageDeclarations<typeof pageIds>;
