/** Languages of the product and how a requested one is resolved (spec sections 1, 5 and 9). */

export const supportedLanguages = ['en', 'fr', 'zh-CN', 'zh-Hant'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';

/** Only English and French are offered in the language list. */
export const selectableLanguages: readonly Language[] = ['en', 'fr'];

/** Languages that have page-description texts. */
export const descriptionLanguages = ['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko'] as const;
export type DescriptionLanguage = (typeof descriptionLanguages)[number];

// A well-formed BCP 47 tag once "_" is read as "-": "en--" or "en-" is not one.
const languageTag = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/;
// Traditional script, or a region that writes it.
const traditionalChinese = /^zh-(hant|hk|tw|mo)(-|$)/;

/**
 * The supported language a code stands for, or null. Case and "_" or "-" do not matter: zh and
 * other simplified codes give zh-CN; zh-HK, zh-TW, zh-MO and zh-Hant give zh-Hant; en-* gives en
 * and fr-* gives fr.
 */
export function normaliseLanguage(raw: string | null | undefined): Language | null {
  const code = raw?.trim().replace(/_/g, '-').toLowerCase();
  if (!code || !languageTag.test(code)) return null;
  const [primary] = code.split('-');
  if (primary === 'en' || primary === 'fr') return primary;
  if (primary !== 'zh') return null;
  return traditionalChinese.test(code) ? 'zh-Hant' : 'zh-CN';
}

export interface LanguageSources {
  /** The `lang` query value. */
  query?: string | null;
  /** The language saved in the language cookie. */
  stored?: string | null;
  /** The browser's language. The spec's rule does not use it; it is accepted so callers need not care. */
  browser?: string | null;
}

/** The query's language if supported, else the stored one if supported, else `fallback` (English unless told). */
export function resolveLanguage({ query, stored }: LanguageSources, fallback: Language = defaultLanguage): Language {
  return normaliseLanguage(query) ?? normaliseLanguage(stored) ?? fallback;
}
