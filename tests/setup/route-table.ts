/**
 * The route table as tests walk it: the shipped site.json, the switch settings that change which
 * routes exist, and an address for every route with the variants a visitor may type.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';

export const shippedSiteConfig = (): SiteConfig =>
  JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));

function setAll(config: SiteConfig, on: boolean): void {
  for (const id of Object.keys(config.features)) (config.features as Record<string, boolean>)[id] = on;
  for (const id of Object.keys(config.switches)) (config.switches as Record<string, boolean>)[id] = on;
}

/** Changes to the shipped file that decide which routes exist, by name. */
export const switchSettings: Record<string, (config: SiteConfig) => void> = {
  'as shipped': () => undefined,
  'with every feature and switch on': (config) => setAll(config, true),
  'with every feature and switch off': (config) => setAll(config, false),
};

/** Every route's address (a record's at one id), each in other letter case and with a trailing slash, and strays. */
export const routeAddresses = (config: SiteConfig): string[] => [
  ...config.routes.flatMap(({ path }) => {
    const at = path.replace(/:[\w-]+/g, '503');
    return [at, at.toUpperCase(), `${at}/`];
  }),
  '/no/such/page',
  '/news/detail',
  '/news/detail/503/more',
  '//about',
];
