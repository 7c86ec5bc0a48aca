/**
 * Page descriptions (<meta name="description">), one file per language in descriptions/. They
 * exist in the four app languages and also in ja, nl, vi and ko: a browser that prefers one of
 * those gets the description in it. A language's file loads when a page first needs it.
 */
import type { DescriptionLanguage, Language } from '../lib/language.ts';

export type PageDescriptions = Record<string, string>;

const files = import.meta.glob<PageDescriptions>('./descriptions/*.json', { import: 'default' });

export function loadDescriptions(language: DescriptionLanguage): Promise<PageDescriptions> {
  const load = files[`./descriptions/${language}.json`] ?? files['./descriptions/en.json'];
  return load();
}

/** The description language: the browser's when it is a description-only one, else the app's. */
export function descriptionLanguage(appLanguage: DescriptionLanguage, browserLanguages: readonly string[]): DescriptionLanguage {
  const extra = browserLanguages.map((l) => l.toLowerCase().split('-')[0]).find((l): l is DescriptionLanguage => ['ja', 'nl', 'vi', 'ko'].includes(l));
  return extra ?? appLanguage;
}

/** A page's description (the home page's for a page without its own), with the brand filled in. */
export function pageDescription(texts: PageDescriptions, page: string, brand: string): string {
  return (texts[page] ?? texts.home ?? '').replaceAll('{brand}', brand);
}

/** Puts the page's description in <meta name="description">, unless `stillWanted` says the page has changed meanwhile. */
export async function describePage(page: string, brand: string, language: Language, stillWanted: () => boolean): Promise<void> {
  const texts = await loadDescriptions(descriptionLanguage(language, typeof navigator === 'undefined' ? [] : navigator.languages));
  if (!stillWanted()) return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = pageDescription(texts, page, brand);
}
