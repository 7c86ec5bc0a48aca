/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  apiKeys: { feature: 'apiManagement', component: () => import('./ApiKeysPage.tsx'), areas: ['api-keys', 'ui-forms'] },
  apiKeyEdit: {
    feature: 'apiManagement',
    component: () => import('./ApiKeyEditPage.tsx'),
    areas: ['api-keys', 'ui-forms'],
  },
  apiDocument: { feature: 'apiManagement', component: () => import('./ApiDocumentPage.tsx'), areas: ['api-keys'] },
} satisfies PageDeclarations<typeof pageIds>;
