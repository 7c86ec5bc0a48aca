/**
 * The addresses of the app's pages, read from the route table the app started with. Every internal
 * link and redirect is built here from a page id, so an operator who moves a page to another path
 * changes the route table and nothing else.
 */
import { generatePath, matchPath } from 'react-router';
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
  /** For a page with several routes (the security-item steps): which, counted from 0 in table order. */
  route?: number;
}

/** A page's routes that exist now (their switches on), in table order. */
export const pageRoutes = (page: PageId): RouteEntry[] => activeRoutes().filter((r) => r.page === page);

/** Whether a page has a route now: a link to a page that has none is not shown. */
export const isRouted = (page: PageId): boolean => pageRoutes(page).length > 0;

function withQuery(path: string, { query, hash }: PageAddress): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * The address of a page: its first route in table order (or the one `route` names), its parameters
 * filled in, then the query and fragment. A page with no route now (switched off, or absent from the
 * table), or a parameter left out, gives the not-found page's address: the link still works and
 * says the page is not there, as an old bookmark would.
 */
export function pagePath(page: PageId, address: PageAddress = {}): string {
  const routes = pageRoutes(page);
  const route = routes[address.route ?? 0] ?? routes[0];
  if (!route) return page === 'notFound' ? '/' : pagePath('notFound');
  let path: string;
  try {
    path = generatePath(route.path, address.params as Record<string, string>);
  } catch {
    return pagePath('notFound');
  }
  return withQuery(path, address);
}

/** A page's address while it is routed, else undefined: for a link that is left out with its page. */
export const routedPath = (page: PageId, address?: PageAddress): string | undefined =>
  isRouted(page) ? pagePath(page, address) : undefined;

/** The login page, with the address to come back to once signed in (left out: none). */
export const loginHref = (returnTo?: string): string => pagePath('login', { query: { return: returnTo } });

/** The route an address is at now (the first that matches, in table order), if any. */
export const routeAt = (pathname: string): RouteEntry | undefined =>
  activeRoutes().find((r) => matchPath(r.path, pathname) !== null);

/** The page an address shows (undefined: none, the not-found page). */
export const pageAt = (pathname: string): PageId | undefined => routeAt(pathname)?.page;

/** Which of a page's routes an address is at (0 for the first), or -1 when it is at none of them. */
export const routeIndexAt = (page: PageId, pathname: string): number =>
  pageRoutes(page).findIndex((r) => matchPath(r.path, pathname) !== null);
