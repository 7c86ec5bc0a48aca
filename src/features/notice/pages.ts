/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  noticeList: { component: () => import('./NoticeListPage.tsx'), areas: ['notice', 'ui-lists'] },
  noticeDetail: { component: () => import('./NoticeDetailPage.tsx'), areas: ['notice'] },
} satisfies PageDeclarations<typeof pageIds>;
