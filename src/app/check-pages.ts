/**
 * Route-table entries whose page id the app does not have: reported like any other config
 * problem, and alongside schema problems (the check reads the raw route list).
 */
import { checkSiteConfigText, type ConfigCheck, type ConfigProblem } from '../config/check-site-config.ts';
import { pageIds } from './page-ids.ts';

export function unknownPages(config: unknown): ConfigProblem[] {
  const routes = (config as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  return routes.flatMap((route: unknown, i) => {
    const page = (route as { page?: unknown } | null)?.page;
    return typeof page !== 'string' || (pageIds as readonly string[]).includes(page)
      ? []
      : [{ path: `routes[${i}].page`, message: `"${page}" is not a page of the app (pages: ${pageIds.join(', ')})` }];
  });
}

/** The whole start-up check: the schema and cross-key rules, plus page ids the app knows. */
export function checkSiteConfigForApp(text: string): ConfigCheck {
  const result = checkSiteConfigText(text);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return result;
  }
  const pages = unknownPages(raw);
  if (result.ok) return pages.length > 0 ? { ok: false, problems: pages } : result;
  const known = new Set(result.problems.map((p) => p.path));
  return { ok: false, problems: [...result.problems, ...pages.filter((p) => !known.has(p.path))] };
}
