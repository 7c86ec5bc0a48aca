/**
 * Page descriptions (<meta name="description">), one file per language in descriptions/. They
 * exist in the four app languages and also in ja, nl, vi and ko: a browser that prefers one of
 * those gets the description in it. A language's file loads when a page first needs it.
 */
import { useEffect } from 'react';
import type { DescriptionLanguage } from '../lib/language.ts';
import { useLanguageState } from './language-store.ts';

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

/** Keeps <meta name="description"> on the page's description. */
export function usePageDescription(page: string, brand: string): void {
  const { language } = useLanguageState();
  useEffect(() => {
    let current = true;
    const chosen = descriptionLanguage(language, typeof navigator === 'undefined' ? [] : navigator.languages);
    void loadDescriptions(chosen).then((texts) => {
      if (!current) return;
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = pageDescription(texts, page, brand);
    });
    return () => {
      current = false;
    };
  }, [page, brand, language]);
}
