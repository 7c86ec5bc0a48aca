import type { Rollup } from 'vite';
import { chunk } from './test-chunk.ts';
import { describe, expect, it } from 'vitest';
import { landingCode, landingFiles } from './landing-files.ts';

const start = { modules: ['src/app/main.tsx'], messageFolder: 'src/i18n/messages/en/' };
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['src/app/boot.ts'], ['assets/early.js'], { isEntry: true }),
    chunk('assets/early.js', ['src/app/early-start.ts']),
    chunk('assets/start.js', ['src/app/main.tsx'], ['assets/early.js'], { css: ['assets/start.css'] }),
    chunk('assets/pages.js', ['src/app/pages.ts'], ['assets/early.js']),
    chunk('assets/page-catalogs.js', ['src/i18n/page-catalogs.ts']),
    chunk('assets/markets-en.js', ['src/features/markets/messages/en.json']),
    chunk('assets/markets-fr.js', ['src/features/markets/messages/fr.json']),
    chunk('assets/otc-en.js', ['src/features/fiat/otc/messages/en.json']),
    chunk('assets/ui-lists-en.js', ['src/i18n/messages/en/pages/ui-lists.json']),
    chunk('assets/en.js', ['src/features/markets/descriptions/en.json']),
    chunk('assets/Skeleton.js', ['src/ui/Skeleton.tsx'], ['assets/start.js'], { css: ['assets/Skeleton.css'] }),
    chunk('assets/filters.js', ['src/ui/filters.css']),
    chunk('assets/Figure.js', ['src/ui/Figure.tsx', 'src/lib/number-format/format.ts'], ['assets/start.js']),
    chunk('assets/DownloadPage.js', ['src/features/site/DownloadPage.tsx'], ['assets/start.js', 'assets/Skeleton.js']),
    chunk(
      'assets/MarketsPage.js',
      ['src/features/markets/MarketsPage.tsx'],
      ['assets/start.js', 'assets/Skeleton.js', 'assets/filters.js', 'assets/Figure.js'],
      {
        css: ['assets/MarketsPage.css', 'assets/filters.css'],
      },
    ),
    chunk('assets/HomePage.js', ['src/features/home/HomePage.tsx'], ['assets/start.js']),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;
const pages = {
  home: { module: 'src/features/home/HomePage.tsx' },
  markets: { module: 'src/features/markets/MarketsPage.tsx', areas: ['markets', 'ui-lists'] },
  download: { module: 'src/features/site/DownloadPage.tsx', areas: ['site'] },
};

describe('the landing files list', () => {
  const list = landingFiles(bundle, '/repo', start, pages);
  const names = (indexes: number[] | undefined) => (indexes ?? []).map((at) => list.files[at]);

  it("names a page's chunk, the chunks it imports and their styles, leaving out what index.html loads and chunks of styles alone", () => {
    expect(names(list.pages.markets)).toEqual([
      'Skeleton.js',
      'Skeleton.css',
      'Figure.js',
      'MarketsPage.js',
      'MarketsPage.css',
      'filters.css',
    ]);
    expect(list.pages.home).toBeUndefined();
  });

  it('names the registry and the message loader for every page, and each language’s message areas', () => {
    expect(names(list.common)).toEqual(['pages.js', 'page-catalogs.js']);
    expect(list.files[list.messages.en!.markets!]).toBe('markets-en.js');
    expect(list.files[list.messages.fr!.markets!]).toBe('markets-fr.js');
    expect(list.files[list.messages.en!.otc!]).toBe('otc-en.js');
    expect(list.files[list.messages.en!['ui-lists']!]).toBe('ui-lists-en.js');
    expect(Object.keys(list.messages.en!).sort()).toEqual(['markets', 'otc', 'ui-lists']);
    expect(list.areas.markets).toEqual(['markets', 'ui-lists']);
  });

  it('fails the build when two folders give the same message area', () => {
    const twice = {
      ...bundle,
      'assets/otc-en-2.js': chunk('assets/otc-en-2.js', ['src/features/otc/messages/en.json']),
    } as Rollup.OutputBundle;
    expect(() => landingFiles(twice, '/repo', start, pages)).toThrow(
      /Two files are the page message area "otc": src\/features\/fiat\/otc\/messages\/en.json and src\/features\/otc\/messages\/en.json/,
    );
  });

  it("names each part of a page in a chunk of its own, with the message loader when it has texts; one in start-up's chunk has none", () => {
    const parts = {
      footer: { module: 'src/ui/Figure.tsx', areas: ['ui-lists'] },
      'home-section:banner': { module: 'src/app/main.tsx', areas: [] },
    };
    const listed = landingFiles(bundle, '/repo', start, pages, parts);
    expect(listed.parts.footer?.files.map((at) => listed.files[at])).toEqual(['Figure.js', 'page-catalogs.js']);
    expect(listed.parts.footer?.areas).toEqual(['ui-lists']);
    expect(listed.parts['home-section:banner']).toEqual({ files: [], areas: [] });
    expect(() =>
      landingFiles(bundle, '/repo', start, pages, { footer: { module: 'src/shell/footer/Footer.tsx' } }),
    ).toThrow(/no chunk for src\/shell\/footer\/Footer.tsx/);
  });

  it('fails the build when a page has no chunk of its own', () => {
    expect(() =>
      landingFiles(bundle, '/repo', start, { ...pages, about: { module: 'src/features/site/AboutPage.tsx' } }),
    ).toThrow(/no chunk for src\/features\/site\/AboutPage.tsx/);
  });
});

describe('the code that reads the list', () => {
  it('is named with the chunks it imports, less what index.html loads, each once', () => {
    const withCode = {
      ...bundle,
      'assets/landing.js': chunk(
        'assets/landing.js',
        ['src/app/landing.ts'],
        ['assets/early.js', 'assets/ops.js', 'assets/id.js'],
      ),
      'assets/ops.js': chunk('assets/ops.js', ['generated/operations/newsGetNewsById.ts'], ['assets/id.js']),
      'assets/id.js': chunk('assets/id.js', ['src/lib/record-id.ts']),
    } as Rollup.OutputBundle;
    expect(landingCode(withCode, '/repo')).toEqual(['assets/landing.js', 'assets/ops.js', 'assets/id.js']);
    expect(landingCode(bundle, '/repo')).toEqual([]);
  });
});
