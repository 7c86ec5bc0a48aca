/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  tradingOrders: {
    feature: 'trade',
    component: () => import('./TradingOrdersPage.tsx'),
    areas: ['orders', 'ui-lists', 'ui-forms'],
  },
  futuresOrders: {
    feature: 'contract',
    component: () => import('./FuturesOrdersPage.tsx'),
    areas: ['orders', 'ui-lists', 'ui-forms'],
  },
} satisfies PageDeclarations<typeof pageIds>;
