import { describe, expect, it } from 'vitest';
import { entryKey, formatRows, lazyPages, messageKeys, sizeRows, staticClosure, type Manifest } from './size.ts';

/** A small build: an entry that shares a vendor chunk with the home page, lazy pages and messages. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/site/AboutPage.tsx', 'src/i18n/messages/en/common.json', 'src/i18n/messages/fr/common.json'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
  '_LoadState.js': { file: 'assets/LoadState.js', imports: ['index.html', '_vendor.js'], css: ['assets/LoadState.css'] },
  '_qrcode.js': { file: 'assets/qrcode.js' },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['index.html', '_LoadState.js'], dynamicImports: ['_qrcode.js'] },
  'src/features/site/AboutPage.tsx': { file: 'assets/AboutPage.js', imports: ['index.html', '_LoadState.js'] },
  'src/i18n/messages/en/common.json': { file: 'assets/common-en.js' },
  'src/i18n/messages/en/home.json': { file: 'assets/home-en.js' },
  'src/i18n/messages/fr/common.json': { file: 'assets/common-fr.js' },
};

describe('staticClosure', () => {
  it('follows static imports, each chunk once, even through cycles back to the entry', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_vendor.js']);
    expect(staticClosure(manifest, ['index.html', 'src/features/home/HomePage.tsx'])).toEqual(['index.html', '_vendor.js', 'src/features/home/HomePage.tsx', '_LoadState.js']);
  });

  it('does not follow dynamic imports: they load only when the code asks', () => {
    const keys = staticClosure(manifest, ['index.html', 'src/features/home/HomePage.tsx']);
    expect(keys).not.toContain('_qrcode.js');
    expect(keys).not.toContain('src/features/site/AboutPage.tsx');
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/nowhere.tsx'])).toThrow('no chunk "src/nowhere.tsx"');
  });
});

describe('the home route and the pages', () => {
  it('finds the entry and one language’s message files', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(messageKeys(manifest, 'en')).toEqual(['src/i18n/messages/en/common.json', 'src/i18n/messages/en/home.json']);
  });

  it('leaves out page areas, which load with their pages', () => {
    const withPageArea: Manifest = { ...manifest, 'src/i18n/messages/en/pages/account.json': { file: 'assets/account.js' } };
    expect(messageKeys(withPageArea, 'en')).not.toContain('src/i18n/messages/en/pages/account.json');
  });

  it('reads the lazy pages of the page registry as source paths', () => {
    const source = "export const pages = {\n  home: lazy(() => import('../features/home/HomePage.tsx')),\n  about: lazy(() => import('../features/site/AboutPage.tsx')),\n};";
    expect([...lazyPages(source)]).toEqual([
      ['home', 'src/features/home/HomePage.tsx'],
      ['about', 'src/features/site/AboutPage.tsx'],
    ]);
  });

  it('adds up the home route once per file, lists the home page’s lazy chunks apart, and measures each other page by its own chunk', () => {
    const pages = lazyPages("home: lazy(() => import('../features/home/HomePage.tsx')),\nabout: lazy(() => import('../features/site/AboutPage.tsx')),");
    const rows = sizeRows(manifest, pages, () => 1000);
    expect(rows[0].files).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/HomePage.js', 'assets/LoadState.js', 'assets/common-en.js', 'assets/home-en.js']);
    expect(rows[0].gzipBytes).toBe(6000);
    expect(rows[1].files).toEqual(['assets/index.css', 'assets/LoadState.css']);
    expect(rows[2]).toMatchObject({ files: ['assets/qrcode.js'], budgetBytes: null });
    expect(rows[3]).toMatchObject({ what: 'page "about" own chunk', files: ['assets/AboutPage.js'], gzipBytes: 1000 });
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
