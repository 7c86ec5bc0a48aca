/**
 * /sitemap.xml and /robots.txt from the route table as the operator has it (renamed paths, switched
 * off pages left out) and the public content lists (the latest stories and announcements), each
 * address with its other languages. robots.txt names the sitemap and keeps pages that need sign-in
 * out. Call with the site-config and the api clients installed (renderer.ts).
 */
import type { SiteConfig } from '../config/site-config.schema.ts';
import { routesOn } from '../config/route-match.ts';
import type { PageId } from '../config/page-ids.ts';
import { newsListQuery, storyPath } from '../features/news/news-api.ts';
import { noticeListQuery, noticePath } from '../features/notice/notice-api.ts';
import { escapeHtml } from './head-tags.ts';

/** Pages that are answers, not places: never listed. */
const notListed: readonly PageId[] = ['notFound', 'serverError', 'error', 'update'];
const recordsListed = 50;

interface Entry {
  path: string;
  modified?: string;
}

function entryXml(config: SiteConfig, origin: string, { path, modified }: Entry): string {
  const at = new URL(path, `${origin}/`);
  const alternates = config.languages.selectable.map((language) => {
    const href = new URL(at);
    href.searchParams.set('lang', language);
    return `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(href.href)}"/>`;
  });
  const lastmod =
    modified && !Number.isNaN(Date.parse(modified)) ? `<lastmod>${new Date(modified).toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(at.href)}</loc>${lastmod}${alternates.join('')}</url>`;
}

/** The latest stories and announcements; a list the API cannot give now is left out, not the sitemap. */
async function records(config: SiteConfig): Promise<Entry[]> {
  const language = config.languages.default;
  const [stories, notices] = await Promise.all([
    newsListQuery(language, { type: 'all', page: 1, rows: recordsListed })
      .fetch()
      .catch(() => null),
    noticeListQuery(language, { type: 'all', q: '', page: 1 })
      .fetch()
      .catch(() => null),
  ]);
  return [
    ...(stories?.Items ?? []).map((s) => ({ path: storyPath(s.Id), modified: s.CreateTime })),
    ...(notices?.Items ?? []).map((n) => ({ path: noticePath(n.Id), modified: n.CreateTime })),
  ];
}

export async function sitemap(config: SiteConfig, origin: string): Promise<string> {
  const pages = routesOn(config.routes, config)
    .filter((route) => !route.signIn && !route.path.includes(':') && !notListed.includes(route.page))
    .map((route) => ({ path: route.path }));
  const entries = [...pages, ...(await records(config))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => entryXml(config, origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robots(config: SiteConfig, origin: string): string {
  const privatePaths = routesOn(config.routes, config)
    .filter((route) => route.signIn)
    .map((route) => route.path.replace(/\/:.*$/, '/'));
  return [
    'User-agent: *',
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
