/**
 * The addresses of the app's pages, read from the route table the app started with. Every internal
 * link and redirect is built here from a page id, so an operator who moves a page to another path
 * changes the route table and nothing else.
 */
import { matchPath } from 'react-router';
import type { PageId } from './page-ids.ts';
import type { RouteEntry } from './site-config.schema.ts';
import { activeRoutes } from './site-config.ts';

export interface PageAddress {
  /** Values of the route's parameters: newsDetail's `:id`. */
  params?: Record<string, string | number>;
  /** The query; an entry whose value is undefined, null or '' is left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The fragment, without its `#`. */
  hash?: string;
}

/** A page's routes that exist now (their switches on), in table order. */
export const pageRoutes = (page: PageId): RouteEntry[] => activeRoutes().filter((r) => r.page === page);

/** Whether a page has a route now: a link to a page that has none is not shown. */
export const isRouted = (page: PageId): boolean => pageRoutes(page).length > 0;

/**
 * The address: the route's path with its parameters filled in and escaped, then the query and
 * fragment. The schema allows only `/`, letters, digits, `_`, `-` and `:name` in a path (no optional
 * or splat segments), so one replace does all react-router's generatePath would do here, for 0.2 KiB
 * less in the home route. A parameter left out leaves its segment empty: an address no route matches.
 */
function address(path: string, { params = {}, query = {}, hash }: PageAddress): string {
  path = path.replace(/:([\w-]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return path + (text ? `?${text}` : '') + (hash ? `#${hash}` : '');
}

/**
 * The address of a page: its first route in table order, its parameters filled in, then the query
 * and fragment. A page with no route now (switched off, or absent from the table) gives the
 * not-found page's address: the link still works and says the page is not there, as an old
 * bookmark would; so does a parameter left out, whose address no route matches.
 */
export function pagePath(page: PageId, options: PageAddress = {}): string {
  const route = pageRoutes(page)[0];
  if (!route) return page === 'notFound' ? '/' : pagePath('notFound');
  return address(route.path, options);
}

/** A page's address while it is routed, else undefined: for a link that is left out with its page. */
export const routedPath = (page: PageId, options?: PageAddress): string | undefined =>
  isRouted(page) ? pagePath(page, options) : undefined;

/** The login page, with the address to come back to once signed in (left out: none). */
export const loginHref = (returnTo?: string): string => pagePath('login', { query: { return: returnTo } });

/** The route an address is at now (the first that matches, in table order), if any. */
export const routeAt = (pathname: string): RouteEntry | undefined =>
  activeRoutes().find((r) => matchPath(r.path, pathname) !== null);

/** The page an address shows (undefined: none, the not-found page). */
export const pageAt = (pathname: string): PageId | undefined => routeAt(pathname)?.page;
