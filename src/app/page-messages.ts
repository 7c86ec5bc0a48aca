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
  tradingOrders: ['orders', 'ui-lists', 'ui-forms'],
  futuresOrders: ['orders', 'ui-lists', 'ui-forms'],
};
