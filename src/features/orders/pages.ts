/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  tradingOrders: { component: () => import('./TradingOrdersPage.tsx'), areas: ['orders', 'ui-lists', 'ui-forms'] },
  futuresOrders: { component: () => import('./FuturesOrdersPage.tsx'), areas: ['orders', 'ui-lists', 'ui-forms'] },
} satisfies PageDeclarations<typeof pageIds>;
