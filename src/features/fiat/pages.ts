/** Each page of page-ids.ts: its component, in a chunk of its own, and the message areas it loads with it (src/app/pages.ts collects them). */
import type { PageDeclarations } from '../../config/page-ids.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  fiat: { component: () => import('./FiatPage.tsx'), areas: ['fiat', 'ui-forms', 'otc'] },
  fiatPayment: { component: () => import('./checkout/PaymentPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatKlicklPay: { component: () => import('./klicklpay/KlicklPayPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatKlicklPayStatus: { component: () => import('./klicklpay/KlicklPayStatusPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatPivotPay: { component: () => import('./checkout/PivotPayPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatFacilitaPay: { component: () => import('./facilitapay/FacilitaPayPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatFacilitaPayBankList: { component: () => import('./facilitapay/BankListPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatFacilitaPayAddBank: { component: () => import('./facilitapay/AddBankPage.tsx'), areas: ['fiat', 'ui-forms'] },
  fiatPaymentLimit: { component: () => import('./limits/PaymentLimitPage.tsx'), areas: ['fiat', 'ui-lists'] },
  fiatPaymentOrders: {
    component: () => import('./orders/PaymentOrdersPage.tsx'),
    areas: ['fiat', 'ui-lists', 'ui-forms'],
  },
  fiatOtcOrder: { component: () => import('./otc/OrderPage.tsx'), areas: ['fiat', 'otc', 'ui-forms'] },
  fiatOtcList: { component: () => import('./otc/OrdersPage.tsx'), areas: ['fiat', 'otc', 'ui-lists', 'ui-forms'] },
  fiatReceiptMethods: { component: () => import('./otc/ReceiptMethodsPage.tsx'), areas: ['fiat', 'otc', 'ui-forms'] },
} satisfies PageDeclarations<typeof pageIds>;
