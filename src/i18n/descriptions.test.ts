import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSiteConfig } from '../config/site-config.ts';
import { shippedSiteConfig } from '../../tests/setup/render-app.tsx';
import {
  describePage,
  descriptionLanguage,
  loadDescriptions,
  pageDescription,
  setSiteTextSource,
} from './descriptions.ts';

const languages = ['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko'] as const;

describe('page descriptions', () => {
  it.each(languages)('has the home description in %s with the brand', async (language) => {
    const text = pageDescription(await loadDescriptions(language), 'home', 'Lumen');
    expect(text).toContain('Lumen');
    expect(text).not.toContain('{brand}');
  });

  it('describes the same pages in every language', async () => {
    const pages = Object.keys(await loadDescriptions('en')).sort();
    for (const language of languages)
      expect(Object.keys(await loadDescriptions(language)).sort(), language).toEqual(pages);
  });

  it('differs by language', async () => {
    const texts = await Promise.all(
      ['en', 'fr', 'ja', 'ko'].map(async (l) => pageDescription(await loadDescriptions(l as 'en'), 'about', 'X')),
    );
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

describe('the site record in the descriptions and the social preview', () => {
  const meta = (key: string) =>
    document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

  beforeEach(() => installSiteConfig(shippedSiteConfig()));
  afterEach(() => setSiteTextSource(async () => null));

  it('takes the site record’s description as the default, before the home page’s, but never over a page’s own', async () => {
    const texts = await loadDescriptions('en');
    expect(pageDescription(texts, 'home', 'X', 'The site says this.')).toBe('The site says this.');
    expect(pageDescription(texts, 'accountSettings', 'X', 'The site says this.')).toBe('The site says this.');
    expect(pageDescription(texts, 'about', 'X', 'The site says this.')).toBe(pageDescription(texts, 'about', 'X'));
  });

  it('describes the page shown again once the site record’s texts come, with its share picture', async () => {
    await describePage('home', 'Lumen', 'fr', () => true);
    expect(meta('description')).toBe(pageDescription(await loadDescriptions('fr'), 'home', 'Lumen'));
    expect(meta('og:image')).toBe(`${location.origin}/brand/logo.svg`);
    expect(meta('twitter:card')).toBe('summary');
    const asked: string[] = [];
    await setSiteTextSource(async (language) => {
      asked.push(language);
      return { description: 'Une plateforme pour tous.', shareImageUrl: 'https://static.example/share.png' };
    });
    expect(asked).toEqual(['fr']);
    expect(meta('description')).toBe('Une plateforme pour tous.');
    expect(meta('og:description')).toBe('Une plateforme pour tous.');
    expect(meta('og:site_name')).toBe('Lumen');
    expect(meta('og:image')).toBe('https://static.example/share.png');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('keeps to the files and the logo when the site record says nothing or fails', async () => {
    await setSiteTextSource(async () => {
      throw new Error('no answer');
    });
    await describePage('download', 'Lumen', 'en', () => true);
    expect(meta('description')).toBe(pageDescription(await loadDescriptions('en'), 'download', 'Lumen'));
    expect(meta('og:image')).toBe(`${location.origin}/brand/logo.svg`);
  });
});
