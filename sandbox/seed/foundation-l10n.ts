/** Texts in the four languages of the product, and how a call picks its language. */
export const languages = ['en', 'fr', 'zh-CN', 'zh-Hant'] as const;
export type Language = (typeof languages)[number];
export type Localized = Record<Language, string>;

/** One text in en, fr, zh-CN and zh-Hant, in that order. */
export const tr = (en: string, fr: string, zhCN: string, zhHant: string): Localized => ({
  en,
  fr,
  'zh-CN': zhCN,
  'zh-Hant': zhHant,
});

/** A language named in the call's query or body wins over the LanguageCode header. */
export const callLanguage = (ctx: { language: Language }, named?: Language | null): Language => named ?? ctx.language;

/** Case-insensitive substring match over several texts; an empty keyword matches everything. */
export function matchesKeyword(keyword: string | undefined, ...texts: string[]): boolean {
  const wanted = (keyword ?? '').trim().toLowerCase();
  return wanted === '' || texts.some((text) => text.toLowerCase().includes(wanted));
}

/** The visible words of an HTML body, so a search matches neither markup nor script text. */
export const plainText = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    // Words in a sentence keep their punctuation ("<strong>Deposit</strong>, choose"); blocks part.
    .replace(/<\/?(a|b|strong|em|i|code|span|mark)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An ISO time `days` days (and `hours` hours) before `nowMs`. */
export const daysAgo = (nowMs: number, days: number, hours = 0): string =>
  new Date(nowMs - (days * 24 + hours) * 3_600_000).toISOString();
