/**
 * Matching an address against the route table before the router's code has come: start-up uses it
 * to find the page a visitor lands on while the app downloads (src/app/landing.ts); the app itself
 * matches with react-router (page-paths.ts), and the tests hold the two to the same answers. A
 * route's path has only `/`, letters, digits, `_`, `-` and `:name` (the schema), and matches as
 * react-router matches it: letter case ignored, trailing slashes allowed, a parameter standing for
 * one non-empty segment.
 */
import type { RouteEntry, SiteConfig } from './site-config.schema.ts';

type Switches = Pick<SiteConfig, 'features' | 'switches'>;

/** The routes whose feature switch and other switch (if any) are on, in table order (as `activeRoutes`). */
export const routesOn = (routes: readonly RouteEntry[], config: Switches): RouteEntry[] =>
  routes.filter((r) => (!r.feature || config.features[r.feature]) && (!r.switch || config.switches[r.switch]));

/** The parameters of `pathname` at a route's `path` (as written in it), or null when it is not there. */
export function matchRoute(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path
    .replace(/\/+$/, '')
    .replace(/^\/*/, '/')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  const found = new RegExp(`^${pattern}\\/*$`, 'i').exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, at) => (params[name] = found[at + 1]!));
  return params;
}

/** The first route of `routes` that `pathname` is at, with its parameters. */
export function findRoute(
  routes: readonly RouteEntry[],
  pathname: string,
): { route: RouteEntry; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
