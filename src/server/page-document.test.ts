import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { pageDocument, shellDocument, type PageDocument } from './page-document.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);
const template = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="Buy, sell and trade cryptocurrencies." />',
  '    <meta name="theme-color" content="#0b1f3a" />',
  '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '    <link rel="manifest" href="/manifest.webmanifest" />',
  '    <link rel="apple-touch-icon" href="/brand/icons/apple-touch-180.png" />',
  '    <meta name="landing-files" content="/assets/landing-files-x.json" data-code="/assets/landing-y.js">',
  '    <title>exchange-web</title>',
  '    <script type="module" crossorigin src="/assets/index-i.js"></script>',
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-r.js">',
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-s.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/start-s.css">',
  '  </head>',
  '  <body>',
  '    <div id="root">',
  '      <div class="boot-header"><img src="/favicon.svg" alt="" width="28" height="28" /></div>',
  '    </div>',
  '  </body>',
  '</html>',
].join('\n');

const page = (overrides: Partial<PageDocument> = {}): PageDocument => ({
  config: shipped,
  language: 'fr',
  head: '<title>Page · Lumen Exchange</title>',
  html: '<link rel="preload" as="image" href="/brand/logo.svg"/><div class="layout">rendered</div>',
  answers: [{ key: ['op', null, 'fr', 'public'], data: { Title: '</script><script>alert(1)</script>' } }],
  mobile: false,
  page: 'about',
  files: {
    files: ['AboutPage-a.js', 'AboutPage-b.css', 'site-fr.js', 'Footer-c.js', 'Figure-d.css', 'footer-fr.js'],
    common: [],
    pages: { about: [0, 1] },
    areas: { about: ['site'] },
    messages: { fr: { site: 2, footer: 5 } },
    parts: { footer: { files: [3, 4, 0], areas: ['footer'] } },
  },
  parts: [],
  ...overrides,
});

describe('the document of a rendered page', () => {
  it("replaces index.html's generic head with the page's, in the page's language, with the brand's stylesheet", () => {
    const html = pageDocument(template, page());
    expect(html).toContain('<html lang="fr"');
    expect(html).not.toContain('<title>exchange-web</title>');
    expect(html).not.toContain('Buy, sell and trade cryptocurrencies.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<style id="brand-theme">:root:root{--brand-page:');
  });

  it('links the page its styles, names its code for after the first paint, and carries no landing list', () => {
    const html = pageDocument(template, page());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-b.css">');
    expect(head).toContain(
      '<meta name="page-code" content="/assets/react-r.js /assets/start-s.js /assets/AboutPage-a.js /assets/site-fr.js">',
    );
    expect(head).not.toContain('modulepreload');
    // Its first paint waits for the whole page to be read: up to its answers, which follow it.
    expect(head).toContain('<link rel="expect" href="#rendered-state" blocking="render">');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-i.js"></script>');
    expect(head).toContain('<link rel="preload" as="image" href="/brand/logo.svg"/>');
    expect(html).not.toContain('landing-files');
    expect(html).toContain('<div id="root" data-rendered><div class="layout">rendered</div></div>');
  });

  it('links the styles of the parts it drew in chunks of their own, and names their code apart', () => {
    const head = (parts: PageDocument['parts']) => {
      const html = pageDocument(template, page({ parts }));
      return html.slice(0, html.indexOf('</head>'));
    };
    const drawn = head(['footer']);
    expect(drawn).toContain('<link rel="stylesheet" crossorigin href="/assets/Figure-d.css">');
    // The page's own chunk is named once, with the page's code.
    expect(drawn).toContain('<meta name="page-parts" content="/assets/Footer-c.js /assets/footer-fr.js">');
    expect(head([])).not.toContain('page-parts');
    expect(head([])).not.toContain('Figure-d.css');
  });

  it('writes in the styles the renderer has where their links were, each link kept but disabled', () => {
    const styles = new Map([
      ['/assets/AboutPage-b.css', '.about{color:red}'],
      ['/assets/start-s.css', 'body{margin:0}.x::after{content:"</style><script>alert(1)</script>"}'],
    ]);
    const html = pageDocument(template, page({ parts: ['footer'], styles: (path) => styles.get(path) }));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style>.about{color:red}</style><link rel="stylesheet" crossorigin href="/assets/AboutPage-b.css" disabled>',
    );
    // The cascade keeps its order: the page's styles, then start-up's.
    expect(head.indexOf('.about{')).toBeLessThan(head.indexOf('body{margin:0}'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/start-s.css" disabled>');
    // A stylesheet's text cannot close its element.
    expect(head).not.toContain('</style><script>');
    expect(head.match(/<\/style>/g)).toHaveLength(3);
    // One it does not have stays linked.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Figure-d.css">');
  });

  it('carries its answers as inert JSON that cannot close its element', () => {
    const html = pageDocument(template, page());
    const data = html.slice(html.indexOf('<script type="application/json" id="rendered-state">'));
    expect(data).not.toContain('</script><script>');
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="rendered-state">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      language: 'fr',
      mobile: false,
      answers: [[['op', null, 'fr', 'public'], { Title: '</script><script>alert(1)</script>' }]],
    });
  });
});

describe('the shell of a page that needs sign-in', () => {
  it("has the brand's name, colours and icon, and is not for search engines", () => {
    const html = shellDocument(template, shipped);
    expect(html).toContain('<title>Lumen Exchange</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<style id="brand-theme">');
    expect(html).toContain('<div class="boot-header">');
    expect(html).not.toContain('data-rendered');
    expect(html).not.toContain('rel="expect"');
    // A shell whose page is not known keeps the list every page's files are found in.
    expect(html).toContain('<meta name="landing-files"');
  });

  it("names the page's own files in its head, so they download with the document", () => {
    const { files } = page();
    const html = shellDocument(template, shipped, { files, page: 'about', language: 'fr' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutPage-a.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-b.css">');
    // With the stylesheets' texts, they are written in, as in a rendered page.
    const styles = (path: string) => (path === '/assets/AboutPage-b.css' ? '.about{color:red}' : undefined);
    expect(shellDocument(template, shipped, { files, page: 'about', language: 'fr', styles })).toContain(
      '<style>.about{color:red}</style><link rel="stylesheet" crossorigin href="/assets/AboutPage-b.css" disabled>',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/site-fr.js">');
    // The shell still preloads the app's code with the document: it has no page to paint first.
    expect(head).toContain('fetchpriority="low" href="/assets/react-r.js"');
    // Its start-up has nothing left to find in the list of every page's files.
    expect(html).not.toContain('landing-files');
  });
});
