/**
 * Each page of page-ids.ts: its component (a chunk of its own), the message areas it loads with it,
 * and the switch of site.json's `features` its routes carry, if any. src/app/page-declarations.ts
 * collects them.
 */
import type { PageDeclarations } from '../../config/page-declaration.ts';
import type { pageIds } from './page-ids.ts';

export const pages = {
  fiat: { feature: 'fiat', component: () => import('./FiatPage.tsx'), areas: ['fiat', 'ui-forms', 'otc'] },
  fiatPayment: {
    feature: 'thirdPartyPayment',
    component: () => import('./checkout/PaymentPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatKlicklPay: {
    feature: 'thirdPartyPayment',
    component: () => import('./klicklpay/KlicklPayPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatKlicklPayStatus: {
    feature: 'thirdPartyPayment',
    component: () => import('./klicklpay/KlicklPayStatusPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatPivotPay: {
    feature: 'thirdPartyPayment',
    component: () => import('./checkout/PivotPayPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatFacilitaPay: {
    feature: 'thirdPartyPayment',
    component: () => import('./facilitapay/FacilitaPayPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatFacilitaPayBankList: {
    feature: 'thirdPartyPayment',
    component: () => import('./facilitapay/BankListPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatFacilitaPayAddBank: {
    feature: 'thirdPartyPayment',
    component: () => import('./facilitapay/AddBankPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiatPaymentLimit: {
    feature: 'thirdPartyPayment',
    component: () => import('./limits/PaymentLimitPage.tsx'),
    areas: ['fiat', 'ui-lists'],
  },
  fiatPaymentOrders: {
    feature: 'thirdPartyPayment',
    component: () => import('./orders/PaymentOrdersPage.tsx'),
    areas: ['fiat', 'ui-lists', 'ui-forms'],
  },
  fiatOtcOrder: {
    feature: 'otcShow',
    component: () => import('./otc/OrderPage.tsx'),
    areas: ['fiat', 'otc', 'ui-forms'],
  },
  fiatOtcList: {
    feature: 'otcShow',
    component: () => import('./otc/OrdersPage.tsx'),
    areas: ['fiat', 'otc', 'ui-lists', 'ui-forms'],
  },
  fiatReceiptMethods: {
    feature: 'otcShow',
    component: () => import('./otc/ReceiptMethodsPage.tsx'),
    areas: ['fiat', 'otc', 'ui-forms'],
  },
} satisfies PageDeclarations<typeof pageIds>;
