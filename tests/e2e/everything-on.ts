/** The shipped site-config with every feature, switch, header and footer item and home section on. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import {
  featureIds,
  footerItemIds,
  headerItemIds,
  homeSectionIds,
  navLinkIds,
  switchIds,
} from '../../src/config/site-config.schema.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);
const on = <K extends string>(ids: readonly K[]) => Object.fromEntries(ids.map((id) => [id, true])) as Record<K, true>;

export const everythingOn: SiteConfig = {
  ...shipped,
  features: on(featureIds),
  switches: on(switchIds),
  header: { items: on(headerItemIds), nav: [...navLinkIds] },
  footer: { ...shipped.footer, items: on(footerItemIds) },
  home: { ...shipped.home, sections: homeSectionIds.map((id) => ({ id, on: true })) },
};
