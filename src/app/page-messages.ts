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
  assetsBalances: ['assets', 'ui-lists'],
  assetsDeposit: ['assets', 'ui-lists', 'ui-forms'],
  assetsWithdraw: ['assets', 'ui-lists', 'ui-forms'],
  assetsRecords: ['assets', 'ui-lists'],
  assetsTransfer: ['assets', 'ui-lists', 'ui-forms'],
  assetsAddressBook: ['assets', 'ui-lists', 'ui-forms'],
  assetsPayIn: ['assets', 'ui-lists', 'ui-forms'],
};
