/**
 * The page registry: page id -> the import() of its component, each in its own chunk. Every id of
 * page-ids.ts must have an entry (the type check fails otherwise), and every entry is a fixed
 * import(), never a built path. The registry is a chunk of its own (page-components.ts loads it),
 * so the home page's start-up does not grow with the number of pages.
 */
import type { ComponentType } from 'react';
import type { PageId } from './page-ids.ts';

export const pageModules = {
  home: () => import('../features/home/HomePage.tsx'),
  about: () => import('../features/site/AboutPage.tsx'),
  download: () => import('../features/site/DownloadPage.tsx'),
  update: () => import('../features/site/UpdatePage.tsx'),
  error: () => import('../features/site/ErrorPage.tsx'),
  notFound: () => import('../features/site/NotFoundPage.tsx'),
  serverError: () => import('../features/site/ServerErrorPage.tsx'),
  login: () => import('../features/sign-in/LoginPage.tsx'),
  register: () => import('../features/sign-in/RegisterPage.tsx'),
  findPassword: () => import('../features/sign-in/FindPasswordPage.tsx'),
  setPassword: () => import('../features/sign-in/SetPasswordPage.tsx'),
  securityItem: () => import('../features/security-item/SecurityItemPage.tsx'),
  invite: () => import('../features/invite/InvitePage.tsx'),
  accountUserInfo: () => import('../features/account/UserInfoPage.tsx'),
  accountSettings: () => import('../features/account/SettingsPage.tsx'),
  accountGoogle: () => import('../features/account/GooglePage.tsx'),
  accountVerification: () => import('../features/account/VerificationPage.tsx'),
  apiKeys: () => import('../features/api-keys/ApiKeysPage.tsx'),
  apiKeyEdit: () => import('../features/api-keys/ApiKeyEditPage.tsx'),
  apiDocument: () => import('../features/api-keys/ApiDocumentPage.tsx'),
  tradingOrders: () => import('../features/orders/TradingOrdersPage.tsx'),
  futuresOrders: () => import('../features/orders/FuturesOrdersPage.tsx'),
} satisfies Record<PageId, () => Promise<{ default: ComponentType }>>;
