/**
 * The message catalogues. The areas at the top of a language's folder (messages/<language>/*.json)
 * are shared by every page and load at start-up, as one file; a page's own areas (its product's,
 * src/features/<area>/messages/<language>.json, and shared ones, messages/<language>/pages/*.json)
 * load with that page, through `page-catalogs.ts`, which itself loads only when a page asks.
 * Only the active language's files are downloaded.
 */
import type { Language } from '../lib/language.ts';
import type { Messages } from './message-catalog.ts';

/** Each language's shared areas, gathered into one file (shared/<language>.ts). */
const shared: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./shared/en.ts'),
  fr: () => import('./shared/fr.ts'),
  'zh-CN': () => import('./shared/zh-CN.ts'),
  'zh-Hant': () => import('./shared/zh-Hant.ts'),
};

/** The shared messages of a language, plus the named page areas. */
export async function loadMessages(language: Language, areas: readonly string[] = []): Promise<Messages> {
  const pageParts =
    areas.length > 0
      ? import('./page-catalogs.ts').then(({ loadPageAreas }) => loadPageAreas(language, areas))
      : Promise.resolve({});
  const [common, pages] = await Promise.all([shared[language]().then((file) => file.default), pageParts]);
  return { ...common, ...pages };
}
