/**
 * What a rendered page's head says: its title as the browser's tab shows it, its description (the
 * record's own summary, else the page's description text in the visitor's language, which may be
 * one of the description-only languages), its addresses and its structured data.
 */
import type { SiteConfig } from '../config/site-config.schema.ts';
import type { PageId } from '../config/page-ids.ts';
import { descriptionLanguage, loadDescriptions, pageDescription } from '../i18n/descriptions.ts';
import type { Language } from '../lib/language.ts';
import { headTags } from './head-tags.ts';
import { acceptedLanguages } from './page-language.ts';
import type { RenderedApp } from './render-app.tsx';

interface PageFacts {
  config: SiteConfig;
  page: PageId;
  language: Language;
  url: URL;
  origin: string;
  rendered: RenderedApp;
  request: Request;
  noindex: boolean;
}

const descriptionChars = 200;

/** A record's body as a short plain text: tags and entities out, white space folded. */
export function plainSummary(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > descriptionChars ? `${text.slice(0, descriptionChars - 1).trimEnd()}…` : text;
}

/** The address without the `lang` query: the page's one canonical address. */
function canonicalOf(url: URL, origin: string): URL {
  const canonical = new URL(url.pathname + url.search, origin);
  canonical.searchParams.delete('lang');
  return canonical;
}

export async function pageHead(facts: PageFacts): Promise<string> {
  const { config, rendered, url, origin, language } = facts;
  const brandName = config.brand.name;
  const own = rendered.head;
  const title = own.title ? `${own.title} · ${brandName}` : brandName;
  const describedIn = descriptionLanguage(language, acceptedLanguages(facts.request.headers.get('accept-language')));
  const texts = await loadDescriptions(describedIn);
  const description =
    own.summary?.trim() || (own.body ? plainSummary(own.body) : '') || pageDescription(texts, facts.page, brandName);
  const canonical = canonicalOf(url, origin);
  const alternates = config.languages.selectable.map((offered) => {
    const href = new URL(canonical);
    href.searchParams.set('lang', offered);
    return { language: offered, href: href.href };
  });
  const structured: object[] = [];
  if (facts.page === 'home')
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      url: `${origin}/`,
      logo: new URL(config.brand.logo, `${origin}/`).href,
      sameAs: (config.brand.social ?? []).map((s) => s.url),
    });
  if (own.kind && own.title)
    structured.push({
      '@context': 'https://schema.org',
      '@type': own.kind,
      headline: own.title,
      description,
      inLanguage: language,
      ...(own.published ? { datePublished: own.published } : {}),
      ...(own.picture ? { image: new URL(own.picture, `${origin}/`).href } : {}),
      publisher: { '@type': 'Organization', name: brandName },
      mainEntityOfPage: canonical.href,
    });
  if (own.trail && own.trail.length > 1)
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: own.trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(crumb.to ? { item: new URL(crumb.to, `${origin}/`).href } : {}),
      })),
    });
  return headTags({
    config,
    title,
    description,
    language,
    canonical: canonical.href,
    alternates,
    origin,
    noindex: facts.noindex,
    structured,
    ogType: own.kind ? 'article' : 'website',
    picture: own.picture,
  });
}
