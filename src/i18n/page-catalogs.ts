/**
 * The page areas of every language: each page's own texts, an area a chunk of its own per language
 * that loads when a page asks for it. A product's areas are in its folder
 * (src/features/<area>/messages/<language>.json), the shared ones in messages/<language>/pages/
 * (page-area-files.ts says where and how each is named).
 */
import type { Language } from '../lib/language.ts';
import type { Messages, Parts } from './message-catalog.ts';
import { byPageArea } from './page-area-files.ts';

const pageAreas: Record<Language, Parts> = {
  en: byPageArea(
    import.meta.glob<Messages>(['./messages/en/pages/*.json', '../features/**/messages/en.json'], {
      import: 'default',
    }),
  ),
  fr: byPageArea(
    import.meta.glob<Messages>(['./messages/fr/pages/*.json', '../features/**/messages/fr.json'], {
      import: 'default',
    }),
  ),
  'zh-CN': byPageArea(
    import.meta.glob<Messages>(['./messages/zh-CN/pages/*.json', '../features/**/messages/zh-CN.json'], {
      import: 'default',
    }),
  ),
  'zh-Hant': byPageArea(
    import.meta.glob<Messages>(['./messages/zh-Hant/pages/*.json', '../features/**/messages/zh-Hant.json'], {
      import: 'default',
    }),
  ),
};

/** The names of the page areas (the same in every language). */
export const pageAreaNames = (): string[] => Object.keys(pageAreas.en);

/** The named page areas of a language, merged. */
export async function loadPageAreas(language: Language, areas: readonly string[]): Promise<Messages> {
  const wanted = Object.entries(pageAreas[language]).filter(([area]) => areas.includes(area));
  return Object.assign({}, ...(await Promise.all(wanted.map(([, load]) => load()))));
}
