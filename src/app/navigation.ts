/**
 * Navigation for code outside React (the session and maintenance actors, logout): it goes through
 * the router once `RouterBridge` has mounted it, and waits for the router until then.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

let navigate: NavigateFunction | null = null;
let waiting: string | null = null;
const arrivals = new Set<() => void>();
const pageListeners = new Set<(pathname: string) => void>();

/** The pages the visitor goes through, for code outside React that follows them (analytics). */
export const routedPages = {
  pathname: (): string => location.pathname,
  subscribe: (listener: (pathname: string) => void): void => void pageListeners.add(listener),
};

/** Where the app is now (the browser router keeps the address bar in step). */
export const here = (): { pathname: string; search: string } => ({
  pathname: location.pathname,
  search: location.search,
});

/** Goes to `to`; resolves once the router has moved (wherever the page it reached then sends the visitor). */
export function goTo(to: string): Promise<void> {
  const arrived = new Promise<void>((resolve) => arrivals.add(resolve));
  if (navigate) navigate(to);
  else waiting = to;
  return arrived;
}

/** Hands the router's navigate to `goTo`, and tells it when the router has moved. */
export function RouterBridge() {
  const routerNavigate = useNavigate();
  const { key, pathname } = useLocation();
  // Passive effects run after every layout effect, so the router listens to the history by then.
  useEffect(() => {
    navigate = routerNavigate;
    if (waiting) {
      const to = waiting;
      waiting = null;
      routerNavigate(to);
    }
    return () => {
      if (navigate === routerNavigate) navigate = null;
    };
  }, [routerNavigate]);
  useEffect(() => {
    for (const arrived of arrivals) arrived();
    arrivals.clear();
    for (const listener of pageListeners) listener(pathname);
  }, [key, pathname]);
  return null;
}
