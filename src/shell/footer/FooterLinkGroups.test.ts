// @vitest-environment node
/** Which of the server's footer links the footer shows. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAt } from '../../config/page-paths.ts';
import { installSiteConfig } from '../../config/site-config.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { usableLinks } from './FooterLinkGroups.tsx';

const shipped = () =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8')) as SiteConfig;

/** Every route's address (a record's at one id), in other letter case, with a trailing slash, a query, and strays. */
const addresses = (config: SiteConfig) => [
  ...config.routes.flatMap(({ path }) => {
    const at = path.replace(/:[\w-]+/g, '503');
    return [at, at.toUpperCase(), `${at}?id=1#top`, ...(at === '/' ? [] : [`${at}/`])];
  }),
  '/no/such/page',
  '/news/detail',
  '/news/detail/503/more',
];

const shown = (Url: string) => usableLinks([{ Title: 'A link', Url }]).length === 1;

describe('the footer links shown', () => {
  const configs: Record<string, (config: SiteConfig) => void> = {
    'as shipped': () => undefined,
    'with every feature and switch off': (config) => {
      for (const id of Object.keys(config.features)) (config.features as Record<string, boolean>)[id] = false;
      for (const id of Object.keys(config.switches)) (config.switches as Record<string, boolean>)[id] = false;
    },
    'with every feature and switch on': (config) => {
      for (const id of Object.keys(config.features)) (config.features as Record<string, boolean>)[id] = true;
      for (const id of Object.keys(config.switches)) (config.switches as Record<string, boolean>)[id] = true;
    },
  };
  for (const [name, change] of Object.entries(configs))
    it(`are the in-app links to a page the app has, ${name}`, () => {
      const config = shipped();
      change(config);
      installSiteConfig(config);
      for (const address of addresses(config))
        expect(shown(address), address).toBe(pageAt(new URL(address, 'http://x').pathname) !== undefined);
    });

  it('are links to other sites over http(s), and nothing else', () => {
    installSiteConfig(shipped());
    expect(shown('https://status.example.com/')).toBe(true);
    expect(shown('http://blog.example.com/post')).toBe(true);
    expect(shown('//evil.example.com/about')).toBe(false);
    expect(shown('javascript:alert(1)')).toBe(false);
    expect(shown('mailto:help@example.com')).toBe(false);
  });

  it('keep their order and drop only the unusable ones', () => {
    installSiteConfig(shipped());
    const links = ['/about', '/no/such/page', 'https://example.com/', '/Help/'].map((Url) => ({ Title: Url, Url }));
    expect(usableLinks(links).map(({ Url }) => Url)).toEqual(['/about', 'https://example.com/', '/Help/']);
  });
});
