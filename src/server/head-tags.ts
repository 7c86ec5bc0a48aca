/**
 * The head of a rendered page, from site.json and what the page said of itself: title and
 * description in the page's language, the canonical address and its other languages, the link
 * preview (Open Graph, Twitter card), structured data (schema.org), the brand's colour and icons.
 * Every text is escaped for where it goes: attribute, element text or JSON inside a script.
 */
import type { SiteConfig } from '../config/site-config.schema.ts';
import { palette } from '../config/theme-tokens.ts';
import type { Language } from '../lib/language.ts';

export interface HeadFacts {
  config: SiteConfig;
  /** The page's title ("Page · Brand", or the brand alone). */
  title: string;
  description: string;
  language: Language;
  /** The page's address without the `lang` query (absolute). */
  canonical: string;
  /** The languages offered, each with its address. */
  alternates: { language: Language; href: string }[];
  /** The site's origin, for absolute picture addresses. */
  origin: string;
  /** Not for search engines (a page that needs sign-in, a missing record). */
  noindex: boolean;
  /** The page's structured data (schema.org objects). */
  structured: object[];
  /** The record's own picture (a site address), shown large in its link preview; else the brand's. */
  picture?: string;
  /** Open Graph type: `article` for a record. */
  ogType: 'website' | 'article';
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or an attribute's value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);

/** JSON for inside a <script> element: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).href;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The picture a link preview shows: the brand's largest app icon, else its logo. */
function sharePicture(config: SiteConfig, origin: string): string {
  const icons = config.brand.theme?.icons?.app ?? [];
  const largest = [...icons].sort((a, b) => parseInt(b.sizes, 10) - parseInt(a.sizes, 10))[0];
  return absoluteUrl(origin, largest?.src ?? config.brand.logo);
}

export function headTags(facts: HeadFacts): string {
  const { config, origin } = facts;
  const brand = config.brand;
  const icons = brand.theme?.icons;
  const picture = facts.picture ? absoluteUrl(origin, facts.picture) : sharePicture(config, origin);
  const tags = [
    `<title>${escapeHtml(facts.title)}</title>`,
    meta('name', 'description', facts.description),
    meta('name', 'theme-color', palette(brand, 'light').header),
    `<link rel="icon" href="${escapeHtml(icons?.favicon ?? '/favicon.svg')}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    // The studio makes it in the brand folder from the operator's icon (docs/studio.md).
    `<link rel="apple-touch-icon" href="/brand/icons/apple-touch-180.png" />`,
    `<link rel="canonical" href="${escapeHtml(facts.canonical)}" />`,
    ...facts.alternates.map((a) => `<link rel="alternate" hreflang="${a.language}" href="${escapeHtml(a.href)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(facts.canonical)}" />`,
    ...(facts.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', facts.ogType),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', facts.title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', facts.canonical),
    meta('property', 'og:image', picture),
    meta('property', 'og:locale', facts.language.replace('-', '_')),
    meta('name', 'twitter:card', facts.picture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', facts.title),
    meta('name', 'twitter:description', facts.description),
    meta('name', 'twitter:image', picture),
    ...facts.structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}
