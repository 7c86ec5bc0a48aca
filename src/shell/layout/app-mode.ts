/**
 * App mode: the page is shown inside the phone app (query from=app, or the source cookie set to
 * app). The app draws its own header and footer, so the web frame hides them. A visit that
 * arrives with from=app is remembered in the source cookie for the pages that follow.
 */
import Cookies from 'js-cookie';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { brand } from '../../config/site-config.ts';
import { cookieAttributes, cookieNames } from '../../lib/cookie-names.ts';

export const appSource = 'app';

const listeners = new Set<() => void>();
const cookieName = () => cookieNames(brand().cookiePrefix).source;

/** The rule itself: the query names the app, or an earlier visit did. */
export function isAppMode(search: string, sourceCookie: string | undefined): boolean {
  return new URLSearchParams(search).get('from') === appSource || sourceCookie === appSource;
}

export const storedSource = (): string | undefined => Cookies.get(cookieName());

/** Marks the source as the app (a session cookie: the app's web view keeps it while it lives). */
export function rememberAppSource(): void {
  const a = cookieAttributes(location.hostname, location.protocol);
  Cookies.set(cookieName(), appSource, {
    path: a.path,
    sameSite: a.sameSite,
    secure: a.secure,
    ...(a.domain ? { domain: a.domain } : {}),
  });
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the page runs in app mode; marks the source when from=app arrives. */
export function useAppMode(): boolean {
  const { search } = useLocation();
  const stored = useSyncExternalStore(subscribe, storedSource, () => undefined);
  const fromQuery = new URLSearchParams(search).get('from') === appSource;
  useEffect(() => {
    if (fromQuery && stored !== appSource) rememberAppSource();
  }, [fromQuery, stored]);
  return isAppMode(search, stored);
}
