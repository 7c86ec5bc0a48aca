/**
 * The message catalogues, one folder per language. The areas at its top (messages/<language>/*.json)
 * are shared by every page and load at start-up; a page's own area (messages/<language>/pages/*.json)
 * loads with that page. Only the active language's files are downloaded.
 */
import type { Language } from '../lib/language.ts';

export type Messages = Record<string, string>;
type Parts = Record<string, () => Promise<Messages>>;

const shared: Record<Language, Parts> = {
  en: import.meta.glob<Messages>('./messages/en/*.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('./messages/fr/*.json', { import: 'default' }),
  'zh-CN': import.meta.glob<Messages>('./messages/zh-CN/*.json', { import: 'default' }),
  'zh-Hant': import.meta.glob<Messages>('./messages/zh-Hant/*.json', { import: 'default' }),
};

const pageAreas: Record<Language, Parts> = {
  en: import.meta.glob<Messages>('./messages/en/pages/*.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('./messages/fr/pages/*.json', { import: 'default' }),
  'zh-CN': import.meta.glob<Messages>('./messages/zh-CN/pages/*.json', { import: 'default' }),
  'zh-Hant': import.meta.glob<Messages>('./messages/zh-Hant/pages/*.json', { import: 'default' }),
};

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The names of the page areas (the same in every language). */
export const pageAreaNames = (): string[] => Object.keys(pageAreas.en).map(areaOf);

/** The shared messages of a language, plus the named page areas. */
export async function loadMessages(language: Language, areas: readonly string[] = []): Promise<Messages> {
  const wanted = Object.entries(pageAreas[language]).filter(([path]) => areas.includes(areaOf(path)));
  const loaded = await Promise.all([...Object.values(shared[language]), ...wanted.map(([, load]) => load)].map((load) => load()));
  return Object.assign({}, ...loaded);
}
