/**
 * Navigation for code outside React (the session and maintenance actors, logout): it goes through
 * the router once `RouterBridge` has mounted it, and waits for the router until then.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

let navigate: NavigateFunction | null = null;
let waiting: string | null = null;
const arrivals = new Set<{ pathname: string; arrived: () => void }>();

/** Where the app is now (the browser router keeps the address bar in step). */
export const here = (): { pathname: string; search: string } => ({ pathname: location.pathname, search: location.search });

/** Goes to `to`; resolves once the router shows that path. */
export function goTo(to: string): Promise<void> {
  const pathname = new URL(to, location.origin).pathname;
  const arrived = new Promise<void>((resolve) => arrivals.add({ pathname, arrived: resolve }));
  if (navigate) navigate(to);
  else waiting = to;
  return arrived;
}

/** Hands the router's navigate to `goTo`, and tells it where the router has arrived. */
export function RouterBridge() {
  const routerNavigate = useNavigate();
  const { pathname, key } = useLocation();
  useLayoutEffect(() => {
    navigate = routerNavigate;
    if (waiting) {
      const to = waiting;
      waiting = null;
      routerNavigate(to);
    }
  }, [routerNavigate]);
  useEffect(() => {
    for (const arrival of arrivals) {
      if (arrival.pathname === pathname) {
        arrivals.delete(arrival);
        arrival.arrived();
      }
    }
    // The key changes with every navigation, also one to the path the app is already on.
  }, [pathname, key]);
  useEffect(
    () => () => {
      navigate = null;
    },
    [],
  );
  return null;
}
