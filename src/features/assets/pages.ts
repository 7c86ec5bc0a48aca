/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  assetsBalances: { component: () => import('./BalancesPage.tsx'), areas: ['assets', 'ui-lists'] },
  assetsDeposit: { component: () => import('./DepositPage.tsx'), areas: ['assets', 'ui-lists', 'ui-forms'] },
  assetsWithdraw: { component: () => import('./WithdrawPage.tsx'), areas: ['assets', 'ui-lists', 'ui-forms'] },
  assetsRecords: { component: () => import('./RecordsPage.tsx'), areas: ['assets', 'ui-lists'] },
  assetsTransfer: { component: () => import('./TransferPage.tsx'), areas: ['assets', 'ui-lists', 'ui-forms'] },
  assetsAddressBook: { component: () => import('./AddressBookPage.tsx'), areas: ['assets', 'ui-lists', 'ui-forms'] },
  assetsPayIn: { component: () => import('./PayInPage.tsx'), areas: ['assets', 'ui-lists', 'ui-forms'] },
} satisfies PageDeclarations<typeof pageIds>;
