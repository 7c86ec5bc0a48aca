// @vitest-environment node
/** Which of the server's footer links the footer shows. */
import { describe, expect, it } from 'vitest';
import { pageAt } from '../../config/page-paths.ts';
import { installSiteConfig } from '../../config/site-config.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { usableLinks } from './FooterLinkGroups.tsx';
import { routeAddresses, shippedSiteConfig, switchSettings } from '../../../tests/setup/route-table.ts';

/** Every route's address as a footer link may write it: also with a query and a fragment. */
const addresses = (config: SiteConfig) =>
  routeAddresses(config)
    .filter((address) => !address.startsWith('//'))
    .flatMap((address) => [address, `${address}?id=1#top`]);

const shown = (Url: string) => usableLinks([{ Title: 'A link', Url }]).length === 1;

describe('the footer links shown', () => {
  for (const [name, change] of Object.entries(switchSettings))
    it(`are the in-app links to a page the app has, ${name}`, () => {
      const config = shippedSiteConfig();
      change(config);
      installSiteConfig(config);
      for (const address of addresses(config))
        expect(shown(address), address).toBe(pageAt(new URL(address, 'http://x').pathname) !== undefined);
    });

  it('are links to other sites over http(s), and nothing else', () => {
    installSiteConfig(shippedSiteConfig());
    expect(shown('https://status.example.com/')).toBe(true);
    expect(shown('http://blog.example.com/post')).toBe(true);
    expect(shown('//evil.example.com/about')).toBe(false);
    expect(shown('javascript:alert(1)')).toBe(false);
    expect(shown('mailto:help@example.com')).toBe(false);
  });

  it('keep their order and drop only the unusable ones', () => {
    installSiteConfig(shippedSiteConfig());
    const links = ['/about', '/no/such/page', 'https://example.com/', '/Help/'].map((Url) => ({ Title: Url, Url }));
    expect(usableLinks(links).map(({ Url }) => Url)).toEqual(['/about', 'https://example.com/', '/Help/']);
  });
});
