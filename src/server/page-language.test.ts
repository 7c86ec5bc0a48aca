import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { acceptedLanguages, cookieValue, pageLanguage } from './page-language.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);
const ask = (path: string, headers: Record<string, string> = {}) =>
  pageLanguage(new URL(path, 'https://www.exchange.example'), new Headers(headers), shipped);

describe('the language a page is rendered in', () => {
  it('is the address lang first, then the language cookie, then the browser, then the default', () => {
    const all = { cookie: 'lumen_lang=zh-CN; lumen_token=secret', 'accept-language': 'fr-CH, fr;q=0.9' };
    expect(ask('/?lang=zh-TW', all)).toBe('zh-Hant');
    expect(ask('/', all)).toBe('zh-CN');
    expect(ask('/', { 'accept-language': all['accept-language'] })).toBe('fr');
    expect(ask('/', { 'accept-language': 'de-DE, ja;q=0.8' })).toBe('en');
    expect(ask('/?lang=xx', { cookie: 'lumen_lang=nope' })).toBe('en');
  });

  it('reads Accept-Language by preference and refuses q=0', () => {
    expect(acceptedLanguages('de;q=0.5, fr;q=0.8, en;q=0, *;q=0.1')).toEqual(['fr', 'de']);
    expect(acceptedLanguages(null)).toEqual([]);
  });

  it('reads the one cookie asked for', () => {
    expect(cookieValue('a=1; lumen_lang=fr; b=2', 'lumen_lang')).toBe('fr');
    expect(cookieValue('lumen_lang=%E0%A4%A', 'lumen_lang')).toBeNull();
    expect(cookieValue(null, 'lumen_lang')).toBeNull();
  });
});
