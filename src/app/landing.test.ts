import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSiteConfig } from '../config/site-config.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { routeAddresses, shippedSiteConfig, switchSettings } from '../../tests/setup/route-table.ts';
import { filesFor, landingAt, preloadInTurn, startLanding, type LandingFiles } from './landing.ts';
import { landingEntry } from './router.tsx';
import { nextTask } from '../../tests/setup/next-task.ts';

describe('the page start-up finds before the router has come', () => {
  const configs: Record<string, (config: SiteConfig) => void> = {
    ...switchSettings,
    'with the login page moved and the home page renamed': (config) => {
      config.routes.find((route) => route.page === 'login')!.path = '/sign-in';
      config.routes.find((route) => route.page === 'home')!.path = '/start';
    },
  };

  for (const [name, change] of Object.entries(configs)) {
    it(`is the page the app shows, ${name}, signed in and out`, () => {
      const config = shippedSiteConfig();
      change(config);
      installSiteConfig(config);
      for (const address of routeAddresses(config))
        for (const signedIn of [false, true])
          expect(landingAt(config, address, signedIn).page, `${address} signed ${signedIn ? 'in' : 'out'}`).toBe(
            landingEntry(address, signedIn).page,
          );
    });
  }

  it("reads a record's id from the address", () => {
    const config = shippedSiteConfig();
    config.features.news = true;
    expect(landingAt(config, '/news/detail/503', false)).toEqual({ page: 'newsDetail', params: { id: '503' } });
  });
});

describe('the files of a landing page', () => {
  const list: LandingFiles = {
    files: [
      'pages-1.js',
      'page-catalogs-1.js',
      'MarketsPage-1.js',
      'MarketsPage-1.css',
      'markets-en.js',
      'markets-fr.js',
      'ui-lists-en.js',
    ],
    common: [0, 1],
    pages: { markets: [2, 3], about: [] },
    areas: { markets: ['markets', 'ui-lists'] },
    messages: { en: { markets: 4, 'ui-lists': 6 }, fr: { markets: 5 } },
    parts: {},
  };

  it('are the registry, the page, its styles and its message areas in the language shown', () => {
    expect(filesFor(list, 'markets', 'en')).toEqual([
      'pages-1.js',
      'page-catalogs-1.js',
      'MarketsPage-1.js',
      'MarketsPage-1.css',
      'markets-en.js',
      'ui-lists-en.js',
    ]);
  });

  it('leave out what the list does not have, rather than guess', () => {
    expect(filesFor(list, 'markets', 'fr')).toContain('markets-fr.js');
    expect(filesFor(list, 'markets', 'fr')).toHaveLength(5);
    expect(filesFor(list, 'flashExchange', 'en')).toEqual(['pages-1.js', 'page-catalogs-1.js']);
    expect(filesFor({ ...list, pages: { markets: [99] } }, 'markets', 'zh-CN')).toEqual([
      'pages-1.js',
      'page-catalogs-1.js',
    ]);
  });
});

describe("asking for a landing page's files", () => {
  it('puts one link in the page per task, in order, and none twice', async () => {
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    const hrefs = ['/assets/pages-1.js', '/assets/Page-2.css', '/assets/Page-3.js', '/assets/pages-1.js'];
    preloadInTurn(hrefs);
    expect(links()).toEqual([]);
    // Whatever this task queued runs first, however much: still no more than one link.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(links().length).toBeLessThanOrEqual(1);
    await expect.poll(() => links().length).toBe(3);
    expect(links()).toEqual([
      'modulepreload /assets/pages-1.js',
      'preload /assets/Page-2.css',
      'modulepreload /assets/Page-3.js',
    ]);
    await nextTask();
    expect(links()).toHaveLength(3);
  });
});

describe('starting a landing page', () => {
  beforeEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));
  afterEach(() => history.replaceState(null, '', '/'));

  const list: LandingFiles = {
    files: ['pages-1.js', 'MarketsPage-1.js', 'markets-fr.js'],
    common: [0],
    pages: { markets: [1] },
    areas: { markets: ['markets'] },
    messages: { fr: { markets: 2 } },
    parts: {},
  };
  const context = () => ({ config: shippedSiteConfig(), language: 'fr' as const });
  const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

  it("preloads the page's files, in the language shown, named beside the list", async () => {
    history.replaceState(null, '', '/markets');
    await startLanding(context(), '/assets/landing-files.json', Promise.resolve(list));
    expect(hrefs()).toEqual(['/assets/pages-1.js', '/assets/MarketsPage-1.js', '/assets/markets-fr.js']);
  });

  it('asks for nothing on home, whose code index.html names, nor when the list did not come', async () => {
    await startLanding(context(), '/assets/landing-files.json', Promise.resolve(list));
    history.replaceState(null, '', '/markets');
    await startLanding(context(), '/assets/landing-files.json', Promise.resolve(null));
    expect(hrefs()).toEqual([]);
  });
});
