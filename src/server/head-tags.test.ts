import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { escapeHtml, headTags, scriptJson, type HeadFacts } from './head-tags.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);
const hostile = `"><script>alert(1)</script><!--</title>`;

const facts = (overrides: Partial<HeadFacts> = {}): HeadFacts => ({
  config: shipped,
  title: 'A story · Lumen Exchange',
  description: 'What happened',
  language: 'fr',
  canonical: 'https://www.exchange.example/news/detail/7',
  alternates: [
    { language: 'en', href: 'https://www.exchange.example/news/detail/7?lang=en' },
    { language: 'fr', href: 'https://www.exchange.example/news/detail/7?lang=fr' },
  ],
  origin: 'https://www.exchange.example',
  noindex: false,
  structured: [],
  ogType: 'article',
  ...overrides,
});

describe('the head of a rendered page', () => {
  it('escapes a hostile title in the title, attributes and structured data', () => {
    const head = headTags(facts({ title: hostile, description: hostile, structured: [{ headline: hostile }] }));
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('"><');
    expect(head).toContain(`<title>${escapeHtml(hostile)}</title>`);
    expect(head).toContain('\\u003c/script\\u003e');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });

  it('names the canonical address, each language and the default, and the link preview', () => {
    const head = headTags(facts());
    expect(head).toContain('<link rel="canonical" href="https://www.exchange.example/news/detail/7" />');
    expect(head).toContain('hreflang="fr" href="https://www.exchange.example/news/detail/7?lang=fr"');
    expect(head).toContain('hreflang="x-default" href="https://www.exchange.example/news/detail/7"');
    expect(head).toContain('<meta property="og:title" content="A story · Lumen Exchange" />');
    expect(head).toContain('<meta property="og:locale" content="fr" />');
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/www\.exchange\.example\/[^"]+" \/>/);
    expect(head).not.toContain('noindex');
    expect(headTags(facts({ noindex: true }))).toContain('<meta name="robots" content="noindex" />');
  });

  it("shows a record's own picture large in its link preview, else the brand's", () => {
    const story = headTags(facts({ picture: '/news-pictures/news-503-cover' }));
    expect(story).toContain(
      '<meta property="og:image" content="https://www.exchange.example/news-pictures/news-503-cover" />',
    );
    expect(story).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(headTags(facts())).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('writes JSON that cannot end its script element', () => {
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });
});
