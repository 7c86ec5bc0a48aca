/**
 * The page registry: page id -> lazy component. Every id of page-ids.ts must have an entry
 * (the type check fails otherwise), and every entry is a fixed import(), never a built path.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageId } from './page-ids.ts';

export const pages = {
  home: lazy(() => import('../features/home/HomePage.tsx')),
  about: lazy(() => import('../features/site/AboutPage.tsx')),
  download: lazy(() => import('../features/site/DownloadPage.tsx')),
  update: lazy(() => import('../features/site/UpdatePage.tsx')),
  error: lazy(() => import('../features/site/ErrorPage.tsx')),
  notFound: lazy(() => import('../features/site/NotFoundPage.tsx')),
  serverError: lazy(() => import('../features/site/ServerErrorPage.tsx')),
  login: lazy(() => import('../features/sign-in/LoginPage.tsx')),
  register: lazy(() => import('../features/sign-in/RegisterPage.tsx')),
  findPassword: lazy(() => import('../features/sign-in/FindPasswordPage.tsx')),
  setPassword: lazy(() => import('../features/sign-in/SetPasswordPage.tsx')),
  securityItem: lazy(() => import('../features/security-item/SecurityItemPage.tsx')),
  invite: lazy(() => import('../features/invite/InvitePage.tsx')),
  accountUserInfo: lazy(() => import('../features/account/UserInfoPage.tsx')),
  accountSettings: lazy(() => import('../features/account/SettingsPage.tsx')),
  accountGoogle: lazy(() => import('../features/account/GooglePage.tsx')),
  accountVerification: lazy(() => import('../features/account/VerificationPage.tsx')),
  apiKeys: lazy(() => import('../features/api-keys/ApiKeysPage.tsx')),
  apiKeyEdit: lazy(() => import('../features/api-keys/ApiKeyEditPage.tsx')),
  apiDocument: lazy(() => import('../features/api-keys/ApiDocumentPage.tsx')),
} satisfies Record<PageId, LazyExoticComponent<ComponentType>>;
