/**
 * The language a page request is rendered in, decided as the browser decides it at start-up
 * (language-store.ts): the address's `lang`, then the language cookie, then the browser's
 * languages (Accept-Language, by preference), then the site's default.
 */
import { cookieNames } from '../lib/cookie-names.ts';
import { normaliseLanguage, resolveLanguage, type Language } from '../lib/language.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';

/** Accept-Language's tags, most preferred first (a tag with q=0 is refused). */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** One cookie's value from a Cookie header (only the one asked for is read). */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function pageLanguage(url: URL, headers: Headers, config: SiteConfig): Language {
  const stored = cookieValue(headers.get('cookie'), cookieNames(config.brand.cookiePrefix).lang);
  const browser = acceptedLanguages(headers.get('accept-language')).map(normaliseLanguage).find(Boolean);
  return resolveLanguage({ query: url.searchParams.get('lang'), stored }, browser ?? config.languages.default);
}
