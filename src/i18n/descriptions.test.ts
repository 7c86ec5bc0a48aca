import { describe, expect, it } from 'vitest';
import { descriptionLanguage, loadDescriptions, pageDescription } from './descriptions.ts';

const languages = ['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko'] as const;

describe('page descriptions', () => {
  it.each(languages)('has the home description in %s with the brand', async (language) => {
    const text = pageDescription(await loadDescriptions(language), 'home', 'Lumen');
    expect(text).toContain('Lumen');
    expect(text).not.toContain('{brand}');
  });

  it('describes the same pages in every language', async () => {
    const pages = Object.keys(await loadDescriptions('en')).sort();
    for (const language of languages) expect(Object.keys(await loadDescriptions(language)).sort(), language).toEqual(pages);
  });

  it('differs by language', async () => {
    const texts = await Promise.all(['en', 'fr', 'ja', 'ko'].map(async (l) => pageDescription(await loadDescriptions(l as 'en'), 'about', 'X')));
    expect(new Set(texts).size).toBe(4);
  });

  it('uses the browser language when it is one of the description-only languages', () => {
    expect(descriptionLanguage('en', ['ja-JP', 'en'])).toBe('ja');
    expect(descriptionLanguage('fr', ['nl'])).toBe('nl');
    expect(descriptionLanguage('fr', ['de-DE', 'en-US'])).toBe('fr');
  });

  it('falls back to the home description for a page without its own', async () => {
    const texts = await loadDescriptions('en');
    expect(pageDescription(texts, 'accountSettings', 'X')).toBe(pageDescription(texts, 'home', 'X'));
  });
});
