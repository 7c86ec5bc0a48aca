import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunk } from './test-chunk.ts';
import { isStartModule, startFiles } from './start-chunk.ts';

const wanted = {
  modules: ['src/app/main.tsx', 'src/features/home/HomePage.tsx'],
  messageFolder: 'src/i18n/messages/en/',
};

const bundle = Object.fromEntries(
  [
    chunk('index.js', ['src/app/boot.ts'], ['preload.js'], { isEntry: true, css: ['index.css'] }),
    chunk('preload.js', ['vite/preload-helper.js']),
    chunk(
      'start.js',
      ['src/app/main.tsx', 'src/features/home/HomePage.tsx', 'src/i18n/messages/en/common.json'],
      ['runtime.js', 'preload.js'],
      { css: ['start.css'] },
    ),
    chunk('runtime.js', ['rolldown:runtime'], [], { css: ['runtime.css'] }),
    chunk('ui-forms.js', ['src/i18n/messages/en/pages/ui-forms.json']),
    chunk('account.js', ['src/features/account/messages/en.json']),
    chunk('otc.js', ['src/features/fiat/otc/messages/en.json']),
    chunk('fr-common.js', ['src/i18n/messages/fr/common.json']),
    chunk('About.js', ['src/features/site/AboutPage.tsx'], ['runtime.js'], { css: ['about.css'] }),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;

describe('the start-up chunk', () => {
  it('is built from the named modules and the shared messages of the default language, not page messages (shared or a product folder’s) or other languages', () => {
    expect(isStartModule('src/app/main.tsx', wanted)).toBe(true);
    expect(isStartModule('src/i18n/messages/en/common.json', wanted)).toBe(true);
    expect(isStartModule('src/i18n/messages/en/pages/ui-forms.json', wanted)).toBe(false);
    expect(isStartModule('src/features/account/messages/en.json', wanted)).toBe(false);
    expect(isStartModule('src/features/fiat/otc/messages/en.json', wanted)).toBe(false);
    expect(isStartModule('src/i18n/messages/fr/common.json', wanted)).toBe(false);
    expect(isStartModule('src/features/site/AboutPage.tsx', wanted)).toBe(false);
  });

  it('is preloaded with what it imports, leaving out what the entry loads already', () => {
    expect(startFiles(bundle, '/repo', wanted).scripts).toEqual(['runtime.js', 'start.js']);
  });

  it("links its styles in cascade order (imports first), without the entry's or other pages'", () => {
    expect(startFiles(bundle, '/repo', wanted).styles).toEqual(['runtime.css', 'start.css']);
  });
});
