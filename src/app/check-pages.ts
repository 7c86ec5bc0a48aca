/** Route-table entries whose page id the app does not have: reported like any other config problem. */
import type { ConfigProblem } from '../config/check-site-config.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { pageIds } from './page-ids.ts';

export function unknownPages(config: SiteConfig): ConfigProblem[] {
  return config.routes.flatMap((route, i) =>
    (pageIds as readonly string[]).includes(route.page) ? [] : [{ path: `routes[${i}].page`, message: `"${route.page}" is not a page of the app (pages: ${pageIds.join(', ')})` }],
  );
}
