import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe("readying the browser's Intl", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  /** Lands on `path`: what start-up asked of Intl at once, and once it has asked. */
  const landOn = async (path: string) => {
    history.replaceState(null, '', path);
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const list: LandingFiles = { files: [], common: [], pages: {}, areas: {}, messages: {}, parts: {} };
    const context = { config: shippedSiteConfig(), language: 'fr' as const };
    await startLanding(context, '/assets/landing-files.json', Promise.resolve(list));
    const atOnce = numbers.mock.calls.length + dates.mock.calls.length;
    // Its task comes after start-up's own; on a busy machine that can be a while.
    await vi.waitFor(() => expect(numbers.mock.calls.length * dates.mock.calls.length).toBeGreaterThan(0));
    return { atOnce, numbers: numbers.mock.calls, dates: dates.mock.calls };
  };

  it('is asked for in a task of its own once the page is found, in the language shown, on every page', async () => {
    for (const path of ['/markets', '/user/login', '/about']) {
      const asked = await landOn(path);
      expect(asked.atOnce, path).toBe(0);
      expect(asked.numbers, path).toEqual([['fr']]);
      expect(asked.dates, path).toEqual([['fr']]);
      vi.restoreAllMocks();
    }
  });
});
