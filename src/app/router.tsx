/**
 * The routes, built from the site-config's route table (routes whose switch is off do not exist).
 * The app uses react-router's declarative router: the data router's loaders and actions would
 * add about 16 KiB gzip to the home page's start-up for nothing the app uses.
 */
import { Route, Routes } from 'react-router';
import { pagePath, pageRoutes, routeAt } from '../config/page-paths.ts';
import type { RouteEntry } from '../config/site-config.schema.ts';
import { activeRoutes } from '../config/site-config.ts';
import { Layout } from '../shell/Layout.tsx';
import { pageComponent } from './page-components.ts';
import { RouteGate } from './RouteGate.tsx';

const notFoundRoute = () => pageRoutes('notFound')[0]!;

/** The route an address lands on (the 404 route when none matches). */
export function landingRoute(pathname: string): RouteEntry {
  return routeAt(pathname) ?? notFoundRoute();
}

/** The route whose page an address shows: a signed-out visitor to a page that needs sign-in sees the login page (RouteGate). */
export function landingEntry(pathname: string, signedIn: boolean): RouteEntry {
  const route = landingRoute(pathname);
  return route.signIn && !signedIn ? landingRoute(pagePath('login')) : route;
}

/** Starts loading the page an address lands on, so it is there when the app first renders. */
export function preloadLandingPage(pathname: string, signedIn: boolean): RouteEntry {
  const entry = landingEntry(pathname, signedIn);
  void pageComponent(entry.page).load();
  return entry;
}

/** Every route of the table inside the page frame, and the 404 page for any other address. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {activeRoutes().map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RouteGate entry={entry} />} />
        ))}
        <Route path="*" element={<RouteGate entry={notFoundRoute()} />} />
      </Route>
    </Routes>
  );
}
