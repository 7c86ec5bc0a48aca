/**
 * Page descriptions (<meta name="description">) and the social-preview tags (Open Graph). Each area
 * describes its pages in src/features/<area>/descriptions/<language>.json; descriptions/<language>.ts
 * gathers one language's into one chunk. They exist in the four app languages and also in ja, nl,
 * vi and ko: a browser that prefers one of those gets the description in it. A language's chunk
 * loads when a page first needs it. The site record (its description and share picture, given
 * by `setSiteTextSource` once start-up has settled) is the default over the files' home description;
 * without one, site.json's brand and logo and the files are used.
 */
import { brand } from '../config/site-config.ts';
import type { DescriptionLanguage, Language } from '../lib/language.ts';

export type PageDescriptions = Record<string, string>;

/** What the site record says of the site, in one language; null where it says nothing. */
export interface SiteTexts {
  description: string | null;
  shareImageUrl: string | null;
}

const files = import.meta.glob<PageDescriptions>('./descriptions/*.ts', { import: 'default' });

export function loadDescriptions(language: DescriptionLanguage): Promise<PageDescriptions> {
  const load = files[`./descriptions/${language}.ts`] ?? files['./descriptions/en.ts'];
  return load();
}

/** The description language: the browser's when it is a description-only one, else the app's. */
export function descriptionLanguage(
  appLanguage: DescriptionLanguage,
  browserLanguages: readonly string[],
): DescriptionLanguage {
  const extra = browserLanguages
    .map((l) => l.toLowerCase().split('-')[0])
    .find((l): l is DescriptionLanguage => ['ja', 'nl', 'vi', 'ko'].includes(l));
  return extra ?? appLanguage;
}

/**
 * A page's description, with the brand filled in: its own, else the site's (`siteDefault`, the
 * site record's), else the home page's. The home page takes the site's before its own.
 */
export function pageDescription(
  texts: PageDescriptions,
  page: string,
  brandName: string,
  siteDefault: string | null = null,
): string {
  const own = page === 'home' ? undefined : texts[page];
  return (own ?? siteDefault ?? texts.home ?? '').replaceAll('{brand}', brandName);
}

let siteSource: ((language: Language) => Promise<SiteTexts | null>) | null = null;
const siteTexts = new Map<Language, Promise<SiteTexts | null>>();
let lastDescribed: { page: string; brand: string; language: Language } | null = null;
/** Counts descriptions begun: only the latest one writes. */
let serial = 0;

const siteTextsIn = (language: Language): Promise<SiteTexts | null> => {
  if (!siteSource) return Promise.resolve(null);
  let texts = siteTexts.get(language);
  if (!texts) {
    texts = siteSource(language).catch(() => null);
    siteTexts.set(language, texts);
  }
  return texts;
};

/** Where the site record's texts come from (the shell's site identity); the page shown now is described again with them. */
export function setSiteTextSource(source: (language: Language) => Promise<SiteTexts | null>): Promise<void> {
  siteSource = source;
  siteTexts.clear();
  const last = lastDescribed;
  return last ? describePage(last.page, last.brand, last.language, () => true) : Promise.resolve();
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** A logo given as a path becomes an address a crawler can fetch. */
const absolute = (url: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? new URL(url, location.origin).href : url;

/**
 * Puts the page's description in <meta name="description"> and the social-preview tags, unless
 * `stillWanted` says the page has changed meanwhile, or a later description has begun.
 */
export async function describePage(
  page: string,
  brandName: string,
  language: Language,
  stillWanted: () => boolean,
): Promise<void> {
  lastDescribed = { page, brand: brandName, language };
  const mine = ++serial;
  const inLanguage = descriptionLanguage(language, typeof navigator === 'undefined' ? [] : navigator.languages);
  const [texts, site] = await Promise.all([loadDescriptions(inLanguage), siteTextsIn(language)]);
  if (!stillWanted() || mine !== serial) return;
  // The record speaks the app's language: a browser that prefers ja, nl, vi or ko keeps its file's text.
  const description = pageDescription(
    texts,
    page,
    brandName,
    inLanguage === language ? (site?.description ?? null) : null,
  );
  setMeta('name', 'description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', brandName);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', absolute(site?.shareImageUrl ?? brand().logo));
  setMeta('name', 'twitter:card', site?.shareImageUrl ? 'summary_large_image' : 'summary');
}
