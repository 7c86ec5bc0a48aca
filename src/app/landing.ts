/**
 * The page an address lands on, asked for while the app's own code downloads: once site.json says
 * which page it is (early-start.ts), its chunks, styles and message areas are preloaded from the list
 * the build writes (build/landing-files.ts, named by index.html's `<meta name="landing-files">`).
 * Nothing of the page runs: the app imports it as it always does and finds the files already
 * there. A page that opens with a heading and a lead has them painted at once (first-intro.ts),
 * from the texts in the same list. Any failure here only leaves the app to do it all itself.
 */
import Cookies from 'js-cookie';
import type { PageId } from '../config/page-ids.ts';
import { findRoute, routesOn } from '../config/route-match.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { inOwnTask } from '../lib/next-task.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import type { EarlyContext } from './early-start.ts';
import type { Language } from '../lib/language.ts';
import type { IntroKeys, IntroPage } from '../config/page-intros.ts';
import { introText, paintFirstIntro } from './first-intro.ts';
import { firstCallsOf } from './first-calls.ts';
import { absolute } from '../api/host-url.ts';
import { startEarlyGet } from '../api/early-calls.ts';
import { readyIntl } from '../lib/ready-intl.ts';

/** How an intro looks (src/config/page-intros.ts): plain, a hero, or the sign-in pages' card. */
export type IntroLook = NonNullable<IntroKeys['look']>;

/** A message as start-up writes it: plain text at even places, a value's name at odd ones. */
export type IntroParts = string[];

/** Page -> language -> the heading and lead of its intro, and its look (src/config/page-intros.ts). */
export type IntroTexts = Partial<
  Record<IntroPage, Partial<Record<Language, { title: IntroParts; lead: IntroParts; look?: IntroLook }>>>
>;

/** The intro start-up painted: the app's first render of that page draws the same texts. */
export interface LandedIntro {
  page: PageId;
  language: Language;
  title: string;
  lead: string;
  look?: IntroLook;
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
  /** The intros' texts. */
  intros: IntroTexts;
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

/** Paints the page's intro, when it has one in the list; returns what it painted. */
function paintIntro(list: LandingFiles, page: PageId, context: EarlyContext): LandedIntro | null {
  const texts = list.intros?.[page as IntroPage]?.[context.language];
  if (!texts) return null;
  const values = { brand: context.config.brand.name };
  const [title, lead] = [introText(texts.title, values), introText(texts.lead, values)];
  if (title === null || lead === null || !paintFirstIntro({ title, lead, look: texts.look })) return null;
  return { page, language: context.language, title, lead, look: texts.look };
}

/**
 * Finds the landing page, asks for the record it shows first (first-calls.ts) and, once the list
 * (fetched by early-start.ts) has come, preloads its files and paints its intro, then readies the
 * browser's Intl (ready-intl.ts); returns the intro it painted.
 */
export async function startLanding(
  context: EarlyContext,
  listed: string,
  list: Promise<LandingFiles | null>,
): Promise<LandedIntro | null> {
  const { config, language } = context;
  const signedIn = Cookies.get(cookieNames(config.brand.cookiePrefix).token) !== undefined;
  const { page, params } = landingAt(config, location.pathname, signedIn);
  const api = absolute(config.environments.hosts[config.environments.active].api);
  for (const { path, query } of firstCallsOf(page, { params, search: new URLSearchParams(location.search), language }))
    startEarlyGet(api, path, query, context.headers, config.constants.requestTimeoutMs);
  const files = page === 'home' ? null : await list;
  if (!files) return null;
  const beside = new URL(listed, location.href);
  const preloadAll = () => preloadInTurn(filesFor(files, page, language).map((file) => new URL(file, beside).pathname));
  const intro = paintIntro(files, page, context);
  // With an intro, the page's files are asked for once it is on screen: its paint waits for nothing.
  const asked = intro ? new Promise<void>((done) => afterFirstPaint(() => void preloadAll().then(done))) : preloadAll();
  // Its long task comes after the intro's paint and the files' requests, which it would hold up.
  void asked.then(() => readyIntl(language));
  return intro;
}
