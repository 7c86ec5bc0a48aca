/**
 * The fiat currency prices are shown in: the currency cookie, default from the site-config.
 * While signed in, a switch also saves the default variety on the server and reloads the user.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { customerGetCustomerWithBaseResponse } from '../../generated/operations/customerGetCustomerWithBaseResponse.ts';
import { personalCenterSetDefaultVariety } from '../../generated/operations/personalCenterSetDefaultVariety.ts';
import { callOperation } from '../api/operation.ts';
import { apiQuery, fetchAnswer } from '../api/query.ts';
import { brand, siteConfig } from '../config/site-config.ts';
import { cookieAttributes, cookieNames } from '../lib/cookie-names.ts';
import { sessionActor, userLoaded } from './session.ts';

const listeners = new Set<() => void>();
const cookieName = () => cookieNames(brand().cookiePrefix).currency;

/** The cookie as last read; kept only until the work under way ends, as another tab may change it. */
let lastRead: string | null = null;

/** Read once for all the figures a render shows (a list of thousands of markets reads it per row). */
export const displayCurrency = (): string => {
  if (lastRead === null) {
    const stored = Cookies.get(cookieName());
    lastRead = stored && /^[A-Z]{3}$/.test(stored) ? stored : siteConfig().currency.default;
    queueMicrotask(() => (lastRead = null));
  }
  return lastRead;
};

/**
 * Reloads the signed-in customer's info: the session's copy (the header) and the query cache's
 * (every page showing it), with one call.
 */
export async function reloadUser(): Promise<boolean> {
  try {
    const user = await fetchAnswer(apiQuery(customerGetCustomerWithBaseResponse));
    userLoaded(user);
    return true;
  } catch {
    return false;
  }
}

/** Switches the display currency; 'failed' when the server refused the signed-in default. */
export async function setDisplayCurrency(fiat: { Id: number; Code: string }): Promise<'saved' | 'failed'> {
  const a = cookieAttributes(location.hostname, location.protocol);
  Cookies.set(cookieName(), fiat.Code, {
    path: a.path,
    sameSite: a.sameSite,
    secure: a.secure,
    ...(a.domain ? { domain: a.domain } : {}),
    expires: 365,
  });
  lastRead = null;
  listeners.forEach((l) => l());
  if (!sessionActor.getSnapshot().matches('signedIn')) return 'saved';
  const saved = await callOperation(personalCenterSetDefaultVariety, { params: { query: { varietyId: fiat.Id } } });
  if (!saved.ok) return 'failed';
  await reloadUser();
  return 'saved';
}

export const useDisplayCurrency = (): string =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    displayCurrency,
    displayCurrency,
  );
