import { describe, expect, it } from 'vitest';
import { descriptionLanguage, pageDescription } from './descriptions.ts';

describe('page descriptions', () => {
  it.each(['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko'] as const)('has the home description in %s with the brand', (language) => {
    const text = pageDescription('home', language, 'Lumen');
    expect(text).toContain('Lumen');
    expect(text).not.toContain('{brand}');
  });

  it('differs by language', () => {
    expect(new Set(['en', 'fr', 'ja', 'ko'].map((l) => pageDescription('about', l as 'en', 'X'))).size).toBe(4);
  });

  it('uses the browser language when it is one of the description-only languages', () => {
    expect(descriptionLanguage('en', ['ja-JP', 'en'])).toBe('ja');
    expect(descriptionLanguage('fr', ['nl'])).toBe('nl');
    expect(descriptionLanguage('fr', ['de-DE', 'en-US'])).toBe('fr');
  });

  it('falls back to the home description for a page without its own', () => {
    expect(pageDescription('accountSettings', 'en', 'X')).toBe(pageDescription('home', 'en', 'X'));
  });
});
