// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  defaultLanguage,
  descriptionLanguages,
  normaliseLanguage,
  resolveLanguage,
  selectableLanguages,
  supportedLanguages,
} from './language';

describe('languages', () => {
  it('supports en, fr, zh-CN and zh-Hant, with en the default', () => {
    expect(supportedLanguages).toEqual(['en', 'fr', 'zh-CN', 'zh-Hant']);
    expect(defaultLanguage).toBe('en');
  });

  it('offers only English and French in the language list', () => {
    expect(selectableLanguages).toEqual(['en', 'fr']);
  });

  it('has page descriptions in the four languages plus ja, nl, vi and ko', () => {
    expect(descriptionLanguages).toEqual(['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko']);
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hant', 'zh-Hant'],
    ['zh', 'zh-CN'],
    ['ZH', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh_tw', 'zh-Hant'],
    ['ZH_HK', 'zh-Hant'],
    ['zh-hant', 'zh-Hant'],
    ['zh_Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['EN-us', 'en'],
    ['fr-FR', 'fr'],
    ['fr_CA', 'fr'],
    [' fr ', 'fr'],
  ])('reads %j as %s', (raw, language) => {
    expect(normaliseLanguage(raw)).toBe(language);
  });

  it.each([
    null,
    undefined,
    '',
    'ja',
    'ko',
    'de-DE',
    'english',
    'french',
    'zhHant',
    'en--',
    'en-',
    'fr_',
    'xx-en',
    'en US',
  ])('gives null for the unsupported %j', (raw) => {
    expect(normaliseLanguage(raw)).toBeNull();
  });

  it('gives a supported language or null for any input, and a supported code stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const language = normaliseLanguage(raw);
        expect(language === null || supportedLanguages.includes(language)).toBe(true);
        if (language) expect(normaliseLanguage(language)).toBe(language);
      }),
    );
  });
});

describe('resolveLanguage', () => {
  it('uses a supported query language first', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'zh-CN' })).toBe('fr');
    expect(resolveLanguage({ query: 'zh-TW', stored: 'en' })).toBe('zh-Hant');
  });

  it('falls back to the stored language when the query is missing or unsupported', () => {
    expect(resolveLanguage({ query: null, stored: 'zh-Hant' })).toBe('zh-Hant');
    expect(resolveLanguage({ query: 'de', stored: 'fr' })).toBe('fr');
  });

  it('falls back to English when neither is supported', () => {
    expect(resolveLanguage({ query: 'de', stored: 'ja' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('does not use the browser language', () => {
    expect(resolveLanguage({ browser: 'fr-FR' })).toBe('en');
    expect(resolveLanguage({ stored: 'zh-CN', browser: 'fr-FR' })).toBe('zh-CN');
  });
});
