/** The message areas (src/i18n/messages/<language>/pages/) each page loads with it. */
import type { PageId } from './page-ids.ts';

export const pageMessageAreas: Partial<Record<PageId, readonly string[]>> = {
  login: ['sign-in'],
  register: ['sign-in'],
  findPassword: ['sign-in'],
  setPassword: ['sign-in'],
  securityItem: ['security-item'],
  accountUserInfo: ['account', 'ui-lists'],
  accountSettings: ['account'],
  accountGoogle: ['account'],
  accountVerification: ['account'],
  apiKeys: ['api-keys', 'ui-forms'],
  apiKeyEdit: ['api-keys', 'ui-forms'],
  apiDocument: ['api-keys'],
  invite: ['invite'],
  fiat: ['fiat', 'ui-forms'],
  fiatPayment: ['fiat', 'ui-forms'],
  fiatKlicklPay: ['fiat', 'ui-forms'],
  fiatKlicklPayStatus: ['fiat', 'ui-forms'],
  fiatPivotPay: ['fiat', 'ui-forms'],
  fiatFacilitaPay: ['fiat', 'ui-forms'],
  fiatFacilitaPayBankList: ['fiat', 'ui-forms'],
  fiatFacilitaPayAddBank: ['fiat', 'ui-forms'],
  fiatPaymentLimit: ['fiat', 'ui-lists'],
  fiatPaymentOrders: ['fiat', 'ui-lists', 'ui-forms'],
};
