/** The page areas of every language (messages/<language>/pages/*.json): each page's own texts. */
import type { Language } from '../lib/language.ts';
import type { Messages, Parts } from './message-catalog.ts';

const pageAreas: Record<Language, Parts> = {
  en: import.meta.glob<Messages>('./messages/en/pages/*.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('./messages/fr/pages/*.json', { import: 'default' }),
  'zh-CN': import.meta.glob<Messages>('./messages/zh-CN/pages/*.json', { import: 'default' }),
  'zh-Hant': import.meta.glob<Messages>('./messages/zh-Hant/pages/*.json', { import: 'default' }),
};

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The names of the page areas (the same in every language). */
export const pageAreaNames = (): string[] => Object.keys(pageAreas.en).map(areaOf);

/** The named page areas of a language, merged. */
export async function loadPageAreas(language: Language, areas: readonly string[]): Promise<Messages> {
  const wanted = Object.entries(pageAreas[language]).filter(([path]) => areas.includes(areaOf(path)));
  return Object.assign({}, ...(await Promise.all(wanted.map(([, load]) => load()))));
}
