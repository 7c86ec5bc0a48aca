/**
 * Where the session lives between page loads: the token, refresh token and user cookies (brand
 * prefix + _token, _refreshToken, _user, _loginPhoneCode) and the full user info in local storage.
 */
import Cookies from 'js-cookie';
import type { components } from '../../generated/base.ts';
import { cookieAttributes, cookieNames } from '../lib/cookie-names.ts';

type UserInfo = components['schemas']['UserInfo'];

/** The user info the UI needs; the cookie keeps only these fields (well under 4 KB). */
export type SessionUser = Pick<
  UserInfo,
  'HasPassedLoginValidation' | 'UserId' | 'Phone' | 'Email' | 'AreaCode' | 'UserType'
>;

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

let prefix = 'exchange';

/** Sets the brand's cookie prefix (from the site-config) before the session is read. */
export function setCookiePrefix(brandPrefix: string): void {
  prefix = brandPrefix;
}

const names = () => cookieNames(prefix);
const attributes = () => {
  const a = cookieAttributes(location.hostname, location.protocol);
  return { path: a.path, sameSite: a.sameSite, secure: a.secure, ...(a.domain ? { domain: a.domain } : {}) };
};
const userStorageKey = () => `${prefix}:userInfo`;

function readUser(): SessionUser | null {
  const raw = Cookies.get(names().user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    return typeof user.UserId === 'number' ? user : null;
  } catch {
    return null;
  }
}

/** The stored access token alone: what every call sends, read without the rest of the session. */
export function readStoredToken(): string | null {
  return Cookies.get(names().token) ?? null;
}

export function readStoredSession(): StoredSession {
  return {
    token: Cookies.get(names().token) ?? null,
    refreshToken: Cookies.get(names().refreshToken) ?? null,
    user: readUser(),
  };
}

export function storeTokens(token: string, refreshToken: string): void {
  Cookies.set(names().token, token, attributes());
  Cookies.set(names().refreshToken, refreshToken, attributes());
}

/** Keeps the few fields the UI needs in the user cookie, and the whole record in local storage. */
export function storeUser(user: SessionUser & Record<string, unknown>): void {
  const slim: SessionUser = {
    HasPassedLoginValidation: user.HasPassedLoginValidation,
    UserId: user.UserId,
    Phone: user.Phone,
    Email: user.Email,
    AreaCode: user.AreaCode,
    UserType: user.UserType,
  };
  Cookies.set(names().user, JSON.stringify(slim), attributes());
  if (user.AreaCode) Cookies.set(names().loginPhoneCode, user.AreaCode, attributes());
  try {
    localStorage.setItem(userStorageKey(), JSON.stringify(user));
  } catch {
    // Storage may be refused (private mode); the cookie still carries what the UI needs.
  }
}

export function clearStoredSession(): void {
  const a = attributes();
  for (const name of [names().token, names().refreshToken, names().user]) Cookies.remove(name, a);
  try {
    localStorage.removeItem(userStorageKey());
  } catch {
    // Nothing stored to remove.
  }
}
