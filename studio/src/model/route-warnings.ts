/** Warnings on the route table that the check does not refuse: routes that exist only on paper. */
import type { RouteEntry, SiteConfig } from '../../../src/config/site-config.schema.ts';

/** Warnings per route index: its feature or switch is off, or its path is routed twice. */
export function routeWarnings(
  config: Pick<SiteConfig, 'features' | 'switches'> & { routes: RouteEntry[] },
): Map<number, string[]> {
  const warnings = new Map<number, string[]>();
  const add = (i: number, message: string) => warnings.set(i, [...(warnings.get(i) ?? []), message]);
  const firstAt = new Map<string, number>();
  config.routes.forEach((route, i) => {
    if (route.feature && config.features[route.feature] === false)
      add(i, `features.${route.feature} is off, so this route does not exist and its links are hidden`);
    if (route.switch && config.switches[route.switch] === false)
      add(i, `switches.${route.switch} is off, so this route does not exist and its links are hidden`);
    const first = firstAt.get(route.path);
    if (first === undefined) firstAt.set(route.path, i);
    else add(i, `${route.path} is already taken by route ${first + 1}`);
  });
  return warnings;
}
