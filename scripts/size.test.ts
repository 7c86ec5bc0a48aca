import { describe, expect, it } from 'vitest';
import {
  entryKey,
  formatRows,
  pagesInStartup,
  sizeRows,
  startupFiles,
  startupHeldBack,
  staticClosure,
  type Manifest,
} from './size.ts';

/** A small build: a small entry, the start-up chunk (home page inside), lazy pages and sections. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['_start.js'] },
  '_preload.js': { file: 'assets/preload.js' },
  '_start.js': {
    file: 'assets/start.js',
    imports: ['_preload.js'],
    dynamicImports: ['src/features/site/AboutPage.tsx', 'src/features/home/sections/Features.tsx'],
    css: ['assets/start.css'],
  },
  '_LoadState.js': { file: 'assets/LoadState.js', imports: ['_start.js'], css: ['assets/LoadState.css'] },
  '_qrcode.js': { file: 'assets/qrcode.js' },
  'src/features/home/sections/Features.tsx': {
    file: 'assets/Features.js',
    imports: ['_start.js', '_LoadState.js'],
    dynamicImports: ['_qrcode.js'],
  },
  'src/features/site/AboutPage.tsx': { file: 'assets/AboutPage.js', imports: ['_start.js', '_LoadState.js'] },
};

const html = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="preload" href="/site.json" as="fetch" crossorigin="anonymous" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preload.js">
<link rel="stylesheet" crossorigin href="/assets/start.css">
<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start.js">
</head><body></body></html>`;

const pages = new Map([
  ['home', 'src/features/home/HomePage.tsx'],
  ['about', 'src/features/site/AboutPage.tsx'],
]);

describe('staticClosure', () => {
  it('follows static imports, each chunk once, even through cycles', () => {
    expect(staticClosure(manifest, ['src/features/site/AboutPage.tsx'])).toEqual([
      'src/features/site/AboutPage.tsx',
      '_start.js',
      '_preload.js',
      '_LoadState.js',
    ]);
  });

  it('does not follow dynamic imports: they load only when the code asks', () => {
    const keys = staticClosure(manifest, ['index.html']);
    expect(keys).toEqual(['index.html', '_preload.js']);
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/nowhere.tsx'])).toThrow('no chunk "src/nowhere.tsx"');
  });
});

describe('the home route and the pages', () => {
  it('finds the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('reads what index.html loads: its script, the preloaded chunks and the stylesheets, not icons or data', () => {
    expect(startupFiles(html)).toEqual({
      js: ['assets/index.js', 'assets/preload.js', 'assets/start.js'],
      css: ['assets/start.css'],
    });
  });

  it("holds the app's start-up code back: preloaded at low priority, not imported by the entry", () => {
    expect(startupHeldBack(manifest, html)).toBe(true);
    const imported: Manifest = {
      ...manifest,
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js', '_start.js'] },
    };
    const eager = html.replace('fetchpriority="low" ', '');
    expect(startupHeldBack(imported, eager)).toBe(false);
    expect(startupHeldBack(manifest, eager)).toBe(false);
  });

  it('reads the pages of the page registry as source paths', () => {
    expect([...pages]).toEqual([
      ['home', 'src/features/home/HomePage.tsx'],
      ['about', 'src/features/site/AboutPage.tsx'],
    ]);
  });

  it('adds up the home route once per file, lists the home page’s later chunks apart, and measures each other page by its own chunk', () => {
    const rows = sizeRows(manifest, html, pages, () => 1000);
    expect(rows[0]).toMatchObject({
      files: ['assets/index.js', 'assets/preload.js', 'assets/start.js'],
      gzipBytes: 3000,
    });
    expect(rows[1].files).toEqual(['assets/start.css']);
    expect(rows[2]).toMatchObject({ files: ['assets/Features.js', 'assets/LoadState.js'], budgetBytes: null });
    expect(rows[3]).toMatchObject({ what: 'page "about" own chunk', files: ['assets/AboutPage.js'], gzipBytes: 1000 });
    expect(rows).toHaveLength(4);
  });

  it('fails when index.html does not load the manifest’s entry, or a page has no chunk', () => {
    expect(() => sizeRows(manifest, html.replace('/assets/index.js', '/assets/other.js'), pages, () => 1)).toThrow(
      'does not load the entry',
    );
    const lost = new Map([['login', 'src/features/sign-in/LoginPage.tsx']]);
    expect(() => sizeRows(manifest, html, lost, () => 1)).toThrow('no chunk for page "login"');
  });

  it('finds no page other than home in the start-up chunks of a sound build', () => {
    expect(pagesInStartup(manifest, html, pages)).toEqual([]);
  });

  it('names a page, and the page registry, that end up in a start-up chunk', () => {
    const merged: Manifest = {
      ...manifest,
      'src/features/site/AboutPage.tsx': { file: 'assets/start.js' },
      'src/app/pages.ts': { file: 'assets/start.js' },
    };
    expect(pagesInStartup(merged, html, pages)).toEqual(['page "about"', 'the page registry']);
  });

  it('marks a figure over its budget as FAIL', () => {
    const table = formatRows([
      { what: 'home', files: ['a.js'], gzipBytes: 161 * 1024, budgetBytes: 160 * 1024 },
      { what: 'about', files: ['b.js'], gzipBytes: 40 * 1024, budgetBytes: 40 * 1024 },
    ]);
    expect(table.split('\n')[1]).toMatch(/161\.0 KiB\s+160\.0 KiB\s+FAIL$/);
    expect(table.split('\n')[2]).toMatch(/PASS$/);
  });
});
