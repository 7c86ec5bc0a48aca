// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../lib/language.ts';
import { byPageArea, pageAreaFile } from './page-area-files.ts';
import { loadPageAreas, pageAreaNames } from './page-catalogs.ts';

/** Every product folder's texts, in every language. */
const productFiles = import.meta.glob<Record<string, string>>('../features/**/messages/*.json', {
  import: 'default',
  eager: true,
});

describe('page message areas', () => {
  it('are named after the folder holding messages/, or the shared file in messages/<language>/pages/', () => {
    expect(pageAreaFile('../features/markets/messages/fr.json')).toEqual({ language: 'fr', area: 'markets' });
    expect(pageAreaFile('src/features/fiat/otc/messages/zh-Hant.json')).toEqual({ language: 'zh-Hant', area: 'otc' });
    expect(pageAreaFile('./messages/en/pages/ui-forms.json')).toEqual({ language: 'en', area: 'ui-forms' });
    expect(pageAreaFile('src/i18n/messages/zh-CN/pages/footer.json')).toEqual({ language: 'zh-CN', area: 'footer' });
    expect(pageAreaFile('src/i18n/messages/en/common.json')).toBeNull();
    expect(pageAreaFile('src/features/markets/descriptions/en.json')).toBeNull();
  });

  it("find each product folder's messages/ as an area, beside the shared ones", () => {
    const areas = [...new Set(Object.keys(productFiles).map((path) => pageAreaFile(path)!.area))];
    expect(areas).toEqual(expect.arrayContaining(['markets', 'fiat', 'otc']));
    expect(pageAreaNames()).toEqual(expect.arrayContaining([...areas, 'ui-forms', 'ui-lists', 'display']));
  });

  it.each(supportedLanguages)("load a product folder's area in %s: its own file, whole", async (language) => {
    const own = Object.entries(productFiles).filter(([path]) => pageAreaFile(path)!.language === language);
    expect(own.length).toBeGreaterThan(0);
    for (const [path, messages] of own)
      expect(await loadPageAreas(language, [pageAreaFile(path)!.area]), path).toEqual(messages);
  });

  it('cannot be given by two folders of the same name: the error names both files', () => {
    const load = () => Promise.resolve({});
    expect(() =>
      byPageArea({ '../features/fiat/otc/messages/en.json': load, '../features/otc/messages/en.json': load }),
    ).toThrow(
      'Two files are the page message area "otc": ../features/fiat/otc/messages/en.json and ../features/otc/messages/en.json',
    );
    expect(() =>
      byPageArea({ './messages/en/pages/ui-forms.json': load, '../features/assets/ui-forms/messages/en.json': load }),
    ).toThrow(/Two files are the page message area "ui-forms"/);
    expect(() => byPageArea({ './messages/en/common.json': load })).toThrow(
      "./messages/en/common.json is not a page message area's file",
    );
  });
});
