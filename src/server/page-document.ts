/**
 * The HTML document sent for a page, made from the built index.html: its generic head replaced by
 * the page's, the brand's theme as the first stylesheet, the page's own styles written into it and
 * its code named for after the first paint, and the rendered page in place of the loading screen,
 * with the answers it was rendered from for the browser's takeover (a JSON data block: nothing
 * runs inline).
 */
import type { SiteConfig } from '../config/site-config.schema.ts';
import type { LandingFiles } from '../app/landing.ts';
import type { PageId } from '../config/page-ids.ts';
import type { Language } from '../lib/language.ts';
import { brandCss } from '../shell/brand-style.ts';
import { palette } from '../config/theme-tokens.ts';
import { renderedStateId, type RenderedState } from '../lib/rendered-state.ts';
import { pageCodeName, pagePartsName } from '../lib/page-code.ts';
import type { PagePart } from '../lib/page-parts.ts';
import { escapeHtml, scriptJson } from './head-tags.ts';
import type { Answer } from './render-app.tsx';

export type BuiltFiles = LandingFiles;

/** The generic head index.html ships with, from its description to its title. */
const genericHead =
  /\s*<meta name="description"[^>]*>|\s*<meta name="theme-color"[^>]*>|\s*<link rel="(icon|manifest|apple-touch-icon)"[^>]*>|\s*<title>[^<]*<\/title>/g;
const loadingScreen = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

function branded(template: string, config: SiteConfig, language: Language, head: string): string {
  const style = `<style id="brand-theme">${brandCss(config.brand)}</style>`;
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  let placed = false;
  html = html.replace(genericHead, (match) => {
    if (placed || !match.includes('<title>')) return '';
    placed = true;
    return `\n    ${head}`;
  });
  return html.replace('</head>', `  ${style}\n  </head>`);
}

/** The files a page needs beyond start-up's: its chunks and styles, and its messages in the page's language. */
function pageFiles(files: BuiltFiles | null, page: PageId, language: Language): string[] {
  if (!files || page === 'home') return [];
  const areas = files.areas[page] ?? [];
  const indexes = [
    ...files.common,
    ...(files.pages[page] ?? []),
    ...areas.map((area) => files.messages[language]?.[area]).filter((i): i is number => i !== undefined),
  ];
  return [...new Set(indexes)].map((i) => `/assets/${files.files[i]}`);
}

/** The files of the parts the render drew in chunks of their own, in the page's language, less the page's own. */
function partFiles(files: BuiltFiles | null, parts: readonly PagePart[], language: Language, page: string[]): string[] {
  if (!files) return [];
  const indexes = parts.flatMap((part) => {
    const built = files.parts[part];
    if (!built) return [];
    const areas = built.areas.map((area) => files.messages[language]?.[area]);
    return [...built.files, ...areas.filter((i): i is number => i !== undefined)];
  });
  return [...new Set(indexes)].map((i) => `/assets/${files.files[i]}`).filter((path) => !page.includes(path));
}

/** A stylesheet's link, as Vite writes it in index.html: the form `inlineStyles` finds. */
const styleLinkTag = (path: string) => `<link rel="stylesheet" crossorigin href="${path}">`;

const styleLinks = (paths: string[]) =>
  paths
    .filter((path) => path.endsWith('.css'))
    .map(styleLinkTag)
    .join('\n    ');

/** The start-up code index.html preloads (build/start-chunk.ts), which the entry imports after the first paint. */
const startCodeLinks = /\s*<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g;

/**
 * A rendered page's code is asked for once the page has painted (src/app/page-code.ts reads this):
 * asked for with the document, it would share the connection with the stylesheets the first paint
 * waits for (HTTP/2 servers such as nginx send them side by side), and the page paints later.
 */
function pageCode(template: string, pageScripts: string[]): { template: string; meta: string } {
  const start: string[] = [];
  const rest = template.replace(startCodeLinks, (_, href: string) => (start.push(href), ''));
  const code = [...start, ...scripts(pageScripts)];
  return { template: rest, meta: code.length ? `<meta name="${pageCodeName}" content="${code.join(' ')}">` : '' };
}

const scripts = (paths: string[]) => paths.filter((path) => !path.endsWith('.css'));

/**
 * The code of the parts in chunks of their own (the footer, the home sections) is asked for once
 * the app has taken the page over (src/lib/page-code.ts), all at once: the takeover leaves them as
 * the server drew them until it comes, and without the list they were asked for one round trip
 * after another as the takeover reached them. Their styles are linked with the page's: what the
 * server drew is styled by them.
 */
function partCode(paths: string[]): string {
  const code = scripts(paths);
  return code.length ? `<meta name="${pagePartsName}" content="${code.join(' ')}">` : '';
}

/** The text of a built stylesheet by its path (/assets/…), when the renderer has it. */
export type BuiltStyles = (path: string) => string | undefined;

export interface PageDocument {
  config: SiteConfig;
  language: Language;
  head: string;
  html: string;
  answers: Answer[];
  mobile: boolean;
  page: PageId;
  files: BuiltFiles | null;
  /** The parts in chunks of their own that the render drew (src/lib/page-parts.ts). */
  parts: readonly PagePart[];
  styles?: BuiltStyles;
}

const styleLink = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The page's stylesheets written into the document, each where its link was, so the cascade is
 * the same: the first paint waits for no stylesheet of its own, a round trip sooner on a slow
 * network, and the app's code is asked for that much sooner after it (src/lib/after-first-paint.ts).
 * Each keeps its link, disabled: the browser does not fetch it, and the app's loader finds the
 * stylesheet in place when a chunk that needs it loads, instead of adding it again after the rest.
 */
function inlineStyles(html: string, styles: BuiltStyles | undefined): string {
  if (!styles) return html;
  return html.replace(styleLink, (link, path: string) => {
    const text = styles(path);
    if (text === undefined) return link;
    return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>${styleLinkTag(path).replace('>', ' disabled>')}`;
  });
}

/**
 * The first paint waits until the whole rendered page is read: rendering is blocked until the
 * parser reaches the answers' data block, which follows #root. Its styles are in the document, so
 * without it the browser would paint as soon as it had read part of the page, then go on reading
 * after the paint: the market table's columns moved as its later rows came (a layout shift), and
 * the reading counted, for Lighthouse, as blocking time. A browser without `rel=expect` paints as
 * it reads.
 */
const wholePage = `<link rel="expect" href="#${renderedStateId}" blocking="render">`;

/** React puts the preloads it finds (the logo) in front of what it renders: they belong in the head. */
const leadingLinks = /^(?:<link [^>]*\/>)+/;

/** The shell's list of the pages' files (src/app/landing.ts): a rendered page names its own. */
const landingList = /\s*<meta name="landing-files"[^>]*>/;

export function pageDocument(template: string, page: PageDocument): string {
  const preloads = leadingLinks.exec(page.html)?.[0] ?? '';
  const rendered = page.html.slice(preloads.length);
  const state: RenderedState = {
    language: page.language,
    mobile: page.mobile,
    answers: page.answers.filter((a) => a.data !== undefined).map((a) => [a.key, a.data]),
  };
  const files = pageFiles(page.files, page.page, page.language);
  const parts = partFiles(page.files, page.parts, page.language, files);
  const code = pageCode(template.replace(landingList, ''), files);
  const links = [wholePage, preloads, styleLinks([...files, ...parts]), code.meta, partCode(parts)]
    .filter(Boolean)
    .join('\n    ');
  const head = links ? `${page.head}\n    ${links}` : page.head;
  const html = inlineStyles(branded(code.template, page.config, page.language, head), page.styles);
  return html.replace(
    loadingScreen,
    (_, end: string) =>
      `<div id="root" data-rendered>${rendered}</div>\n    <script type="application/json" id="${renderedStateId}">${scriptJson(state)}</script>${end}`,
  );
}

/** The page a shell is for: its files are named in the head, so they download with the document. */
export interface ShellPage {
  files: BuiltFiles | null;
  page: PageId;
  language: Language;
  styles?: BuiltStyles;
}

/**
 * The shell of a page that needs sign-in (rendered in the browser alone): the brand's, not for
 * search engines, with the page's own files named beside the app's code, as the shell's own list
 * (src/app/landing.ts) would name them a round trip later.
 */
export function shellDocument(template: string, config: SiteConfig, page?: ShellPage): string {
  const brand = config.brand;
  const head = [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<meta name="robots" content="noindex" />`,
    `<meta name="theme-color" content="${escapeHtml(palette(brand, 'light').header)}" />`,
    `<link rel="icon" href="${escapeHtml(brand.theme?.icons?.favicon ?? '/favicon.svg')}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="apple-touch-icon" href="/brand/icons/apple-touch-180.png" />`,
    ...(page ? pageFiles(page.files, page.page, page.language) : []).map((path) =>
      path.endsWith('.css') ? styleLinkTag(path) : `<link rel="modulepreload" crossorigin href="${path}">`,
    ),
  ].join('\n    ');
  // With its files named here, the shell's start-up has no list of every page's files to ask for.
  const named = page?.files ? template.replace(landingList, '') : template;
  const html = inlineStyles(branded(named, config, config.languages.default, head), page?.styles);
  const mark = brand.theme?.logos?.mark ?? brand.theme?.icons?.favicon;
  return mark ? html.replace('<img src="/favicon.svg"', `<img src="${escapeHtml(mark)}"`) : html;
}
