/**
 * The page an address lands on when it comes as the app's shell (a page that needs sign-in, or any
 * page while the page renderer is down), asked for while the app's own code downloads: once
 * site.json says which page it is (early-start.ts), its chunks, styles and message areas are
 * preloaded from the list the build writes (build/landing-files.ts, named by index.html's
 * `<meta name="landing-files">`). Nothing of the page runs: the app imports it as it always does
 * and finds the files already there. A page the server rendered names its files itself. Any
 * failure here only leaves the app to do it all itself.
 */
import Cookies from 'js-cookie';
import type { PageId } from '../config/page-ids.ts';
import type { PagePart } from '../lib/page-parts.ts';
import { findRoute, routesOn } from '../config/route-match.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { inOwnTask } from '../lib/next-task.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import type { Language } from '../lib/language.ts';

/** What the landing needs from site.json: the file and the page's language. */
export interface LandingContext {
  config: SiteConfig;
  language: Language;
}

/** What the build writes: file names under assets/ and, by index into them, what each page needs. */
export interface LandingFiles {
  files: string[];
  /** For every page but home: the page registry and the message loader. */
  common: number[];
  /** Page id -> its chunk, the chunks it imports and their styles (not those index.html loads). */
  pages: Partial<Record<PageId, number[]>>;
  /** Page id -> the message areas it loads with it. */
  areas: Partial<Record<PageId, readonly string[]>>;
  /** Language -> message area -> its chunk. */
  messages: Partial<Record<Language, Record<string, number>>>;
  /**
   * A part of a page in a chunk of its own (src/lib/page-parts.ts) -> its chunks and styles, with
   * the message loader, and the message areas it loads.
   */
  parts: Partial<Record<PagePart, { files: number[]; areas: readonly string[] }>>;
}

/** The files a page needs when a visitor lands on it in `language`, named as in the list (beside it). */
export function filesFor(list: LandingFiles, page: PageId, language: Language): string[] {
  const areas = (list.areas[page] ?? []).map((area) => list.messages[language]?.[area]);
  const wanted = [...list.common, ...(list.pages[page] ?? []), ...areas];
  return [...new Set(wanted.filter((at): at is number => at !== undefined && list.files[at] !== undefined))].map(
    (at) => list.files[at]!,
  );
}

/** Asks for a file as the app will when it imports it: a module preload, or a style preload. */
function preload(href: string): void {
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Asks for the files in order, each in a task of its own: a link put into the page costs about
 * 5 ms on a slow phone, and a page's twenty in one task made one long task.
 */
export async function preloadInTurn(hrefs: readonly string[]): Promise<void> {
  await Promise.all(hrefs.map((href) => inOwnTask(() => preload(href))));
}

/** Where a visitor lands: the page and the route's parameters. */
export interface Landing {
  page: PageId;
  params: Record<string, string>;
}

/**
 * The page an address shows, as the app's router will find it: the first route on that matches,
 * else the not-found page; a signed-out visitor (no token) to a page that needs sign-in sees the
 * login page.
 */
export function landingAt(config: SiteConfig, pathname: string, signedIn: boolean): Landing {
  const routes = routesOn(config.routes, config);
  const found = findRoute(routes, pathname);
  if (found?.route.signIn && !signedIn)
    return { page: routes.some((r) => r.page === 'login') ? 'login' : 'notFound', params: {} };
  return { page: found?.route.page ?? 'notFound', params: found?.params ?? {} };
}

/**
 * Finds the landing page and, once the list (fetched by early-start.ts) has come, preloads its
 * files.
 */
export async function startLanding(
  context: LandingContext,
  listed: string,
  list: Promise<LandingFiles | null>,
): Promise<void> {
  const { config, language } = context;
  const signedIn = Cookies.get(cookieNames(config.brand.cookiePrefix).token) !== undefined;
  const { page } = landingAt(config, location.pathname, signedIn);
  const files = page === 'home' ? null : await list;
  if (!files) return;
  const beside = new URL(listed, location.href);
  await preloadInTurn(filesFor(files, page, language).map((file) => new URL(file, beside).pathname));
}
