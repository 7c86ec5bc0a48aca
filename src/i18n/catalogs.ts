/**
 * The message catalogues, one folder per language. The areas at its top (messages/<language>/*.json)
 * are shared by every page and load at start-up; a page's own area (messages/<language>/pages/*.json)
 * loads with that page, through `page-catalogs.ts`, which itself loads only when a page asks.
 * Only the active language's files are downloaded.
 */
import type { Language } from '../lib/language.ts';

export type Messages = Record<string, string>;
export type Parts = Record<string, () => Promise<Messages>>;

const shared: Record<Language, Parts> = {
  en: import.meta.glob<Messages>('./messages/en/*.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('./messages/fr/*.json', { import: 'default' }),
  'zh-CN': import.meta.glob<Messages>('./messages/zh-CN/*.json', { import: 'default' }),
  'zh-Hant': import.meta.glob<Messages>('./messages/zh-Hant/*.json', { import: 'default' }),
};

/** The shared messages of a language, plus the named page areas. */
export async function loadMessages(language: Language, areas: readonly string[] = []): Promise<Messages> {
  const pageParts = areas.length > 0 ? import('./page-catalogs.ts').then(({ loadPageAreas }) => loadPageAreas(language, areas)) : Promise.resolve({});
  const loaded = await Promise.all([...Object.values(shared[language]).map((load) => load()), pageParts]);
  return Object.assign({}, ...loaded);
}
