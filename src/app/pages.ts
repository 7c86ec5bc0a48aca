/**
 * The page registry: page id -> its component in its own chunk. Every id of page-ids.ts must have
 * an entry (the type check fails otherwise), and every entry is a fixed import(), never a built
 * path.
 */
import { splitComponent, type SplitComponent } from '../ui/split-component.ts';
import type { PageId } from './page-ids.ts';

export const pages = {
  home: splitComponent(() => import('../features/home/HomePage.tsx')),
  about: splitComponent(() => import('../features/site/AboutPage.tsx')),
  download: splitComponent(() => import('../features/site/DownloadPage.tsx')),
  update: splitComponent(() => import('../features/site/UpdatePage.tsx')),
  error: splitComponent(() => import('../features/site/ErrorPage.tsx')),
  notFound: splitComponent(() => import('../features/site/NotFoundPage.tsx')),
  serverError: splitComponent(() => import('../features/site/ServerErrorPage.tsx')),
  login: splitComponent(() => import('../features/sign-in/LoginPage.tsx')),
  register: splitComponent(() => import('../features/sign-in/RegisterPage.tsx')),
  findPassword: splitComponent(() => import('../features/sign-in/FindPasswordPage.tsx')),
  setPassword: splitComponent(() => import('../features/sign-in/SetPasswordPage.tsx')),
  securityItem: splitComponent(() => import('../features/security-item/SecurityItemPage.tsx')),
  invite: splitComponent(() => import('../features/invite/InvitePage.tsx')),
  accountUserInfo: splitComponent(() => import('../features/account/UserInfoPage.tsx')),
  accountSettings: splitComponent(() => import('../features/account/SettingsPage.tsx')),
  accountGoogle: splitComponent(() => import('../features/account/GooglePage.tsx')),
  accountVerification: splitComponent(() => import('../features/account/VerificationPage.tsx')),
  apiKeys: splitComponent(() => import('../features/api-keys/ApiKeysPage.tsx')),
  apiKeyEdit: splitComponent(() => import('../features/api-keys/ApiKeyEditPage.tsx')),
  apiDocument: splitComponent(() => import('../features/api-keys/ApiDocumentPage.tsx')),
} satisfies Record<PageId, SplitComponent>;
