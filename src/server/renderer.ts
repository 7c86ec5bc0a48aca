/**
 * The page renderer: answers a page request with the page rendered from the app's own components,
 * branded and described from site.json as it is on disk now, or with the branded shell for a page
 * that needs sign-in. Stateless: it keeps only what it can read again (the built files, site.json
 * by its modification time, the messages). It makes public calls only, and never reads or passes
 * on a customer's cookies or tokens: of the cookies it reads the language alone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { checkSiteConfigText } from '../config/check-site-config.ts';
import { installSiteConfig } from '../config/site-config.ts';
import { findRoute, routesOn } from '../config/route-match.ts';
import { createApiClients, installApi, type ApiClients } from '../api/clients.ts';
import { pageRendererDeviceId } from '../api/device-id.ts';
import { renderIn } from '../i18n/language-store.ts';
import { loadMessages } from '../i18n/catalogs.ts';
import type { Messages } from '../i18n/message-catalog.ts';
import { supportedLanguages, type Language } from '../lib/language.ts';
import { assumeRendered } from '../lib/as-rendered.ts';
import { isMobileLayout } from '../lib/device.ts';
import { sanitizeIn } from '../lib/sanitize-html.ts';
import { pageMessageAreas } from '../app/page-messages.ts';
import { shellMessageAreas } from '../shell/message-areas.ts';
import { pageAreas, pageComponent } from '../app/page-components.ts';
import { pageIds, type PageId } from '../config/page-ids.ts';
import { sessionActor } from '../session/session.ts';
import { homeSectionComponents, preloadHomeSections } from '../features/home/sections.ts';
import type { HomeSectionId } from '../config/site-config.schema.ts';
import { securityHeaders } from '../../deploy/security-headers.ts';
import { renderApp } from './render-app.tsx';
import { pageLanguage } from './page-language.ts';
import { pageDocument, shellDocument, type BuiltFiles, type BuiltStyles } from './page-document.ts';
import { pageHead } from './page-head-facts.ts';
import { sitemap, robots } from './sitemap.ts';
import { newsPicture } from './news-pictures.ts';
import { pictureIdOf } from '../features/news/picture-address.ts';

export interface RendererOptions {
  /** The built app (index.html and assets/). */
  dist: string;
  /** site.json, read again whenever it changes on disk. */
  siteConfig: string;
  /**
   * The origin API hosts given as paths (the sandbox's /sandbox/...) are on. Never taken from the
   * request (its Host is the visitor's to write): without it, a site.json whose API host is a path
   * leaves every page to the app.
   */
  apiOrigin?: string;
  /** The site is reached over https (TLS here or in front). */
  https?: boolean;
  /** How long a page's answer may be held by a cache, in seconds (0: not at all). */
  cacheSeconds?: number;
  /** How long a call may take before the page is given up (503: nginx then serves the app), in ms. */
  apiTimeoutMs?: number;
}

export interface Renderer {
  /** The answer to a request, or null when it is not a page, the sitemap or robots.txt (a file). */
  answer(request: Request): Promise<Response | null>;
  /** Settles once every page's code and message is loaded. */
  ready: Promise<unknown>;
}

const requestLanguage = new AsyncLocalStorage<Language>();
const keptWindows = 4;

/**
 * The visitor's address and user agent as the browser's `location` and `navigator` would give
 * them, for code that reads them while rendering (a site record looked up by host, a link back
 * here, WeChat sent to the download page): set before each render.
 */
function showBrowser(address: URL, userAgent: string): void {
  for (const [name, value] of [
    ['location', address],
    ['navigator', { userAgent, languages: [] }],
  ] as const)
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
const allAreas = [...new Set([...Object.values(pageMessageAreas), ...Object.values(shellMessageAreas)].flat())];

/**
 * Loaded once: every page's code (and every part a page loads in a chunk of its own, so that a part
 * a render asks for is there by the next), and every language's messages.
 */
async function loadEverything(): Promise<Map<Language, Messages>> {
  import.meta.glob(['../features/**/*.tsx', '../shell/**/*.tsx', '!**/*.test.tsx', '!**/test-*.tsx'], { eager: true });
  preloadHomeSections(Object.keys(homeSectionComponents) as HomeSectionId[]);
  await Promise.all(pageIds.map((id: PageId) => Promise.all([pageComponent(id).load(), pageAreas(id)])));
  const messages = new Map<Language, Messages>();
  for (const language of supportedLanguages) messages.set(language, await loadMessages(language, allAreas));
  sessionActor.send({ type: 'START', user: null, token: null });
  return messages;
}

/** A file read again only when it has changed on disk. */
function fileWatch<T>(path: string, parse: (text: string) => T) {
  let known: { stamp: string; value: T } | null = null;
  return async (): Promise<T | null> => {
    const info = await stat(path).catch(() => null);
    if (!info) return null;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (known?.stamp !== stamp) known = { stamp, value: parse(await readFile(path, 'utf8')) };
    return known.value;
  };
}

/** Asked of the browser (client hints): its viewport's width, for the layout the page is rendered in. */
const viewportHint = 'Sec-CH-Viewport-Width';

/** A phone's or tablet's user agent: its layout is the mobile one at the widths it is used at. */
const handheld = /Mobi|Android|iPhone|iPad|iPod/;

/**
 * The mobile layout, as the browser will choose it: by the viewport's width when the browser says
 * it, else by its user agent (a phone's, or iOS at any width).
 */
function layoutOf(headers: Headers, userAgent: string, breakpoint: number): boolean {
  const width = Number(headers.get(viewportHint));
  if (width > 0) return isMobileLayout(width, userAgent, breakpoint);
  return handheld.test(userAgent);
}

/**
 * Client hints asked for with a page. A desktop window may be narrower than the breakpoint, so a
 * desktop browser that can say its width (Chromium) is asked to send its first request again with
 * it (Critical-CH): one round trip on its first visit, against a page laid out for the wrong width.
 * A phone is not: its user agent gives its layout, and a first visit on a slow network keeps its time.
 */
function hintHeaders(userAgent: string): Record<string, string> {
  return {
    'accept-ch': viewportHint,
    ...(handheld.test(userAgent) ? {} : { 'critical-ch': viewportHint }),
  };
}

/**
 * What a rendered page's answer depends on, for a shared cache (a CDN): the language (cookie,
 * `Accept-Language`) and the layout, from the window's width when the browser said it, else from
 * its user agent (layoutOf).
 */
function varyOf(headers: Headers): string {
  return `Accept-Language, Cookie, ${viewportHint}${Number(headers.get(viewportHint)) > 0 ? '' : ', User-Agent'}`;
}

const isPageRequest = (url: URL) => !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith('/__');

/** The site's address as the visitor sees it (behind a proxy that says so). */
function siteOrigin(request: Request, https: boolean): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? (https ? 'https' : url.protocol.replace(':', ''));
  return `${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`;
}

export function createRenderer(options: RendererOptions): Renderer {
  const https = options.https ?? false;
  const cacheSeconds = options.cacheSeconds ?? 30;
  const readConfig = fileWatch(options.siteConfig, (text) => {
    const check = checkSiteConfigText(text);
    return check.ok ? check.config : null;
  });
  const readTemplate = fileWatch(resolve(options.dist, 'index.html'), (text) => text);
  const builtFiles = async (template: string): Promise<BuiltFiles | null> => {
    const listed = /<meta name="landing-files" content="([^"]+)"/.exec(template)?.[1];
    if (!listed) return null;
    const text = await readFile(resolve(options.dist, `.${listed}`), 'utf8').catch(() => null);
    return text ? (JSON.parse(text) as BuiltFiles) : null;
  };
  /** The built stylesheets' texts, written into each page (page-document.ts). */
  const builtStyles = async (): Promise<BuiltStyles> => {
    const folder = resolve(options.dist, 'assets');
    const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.css'));
    const read = async (name: string) => [
      `/assets/${name}`,
      await readFile(resolve(folder, name), 'utf8').catch(() => null),
    ];
    const texts = new Map(
      (await Promise.all(names.map(read))).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return (path) => texts.get(path);
  };
  /** What the build holds beside index.html, read again when index.html changes (a new build deployed). */
  let build: { template: string; files: Promise<BuiltFiles | null>; styles: Promise<BuiltStyles> } | null = null;
  const builtFor = (template: string) => {
    if (build?.template !== template) build = { template, files: builtFiles(template), styles: builtStyles() };
    return build;
  };
  const everything = loadEverything();
  const windows = new Map<string, Window & typeof globalThis>();
  const clients = new WeakMap<SiteConfig, Map<string, ApiClients>>();

  /** An API host as the renderer calls it, or null when it is a path and no apiOrigin was given. */
  const apiHost = (host: string) =>
    !host.startsWith('/') ? host : options.apiOrigin ? `${options.apiOrigin}${host}` : null;
  const callable = (config: SiteConfig) => {
    const hosts = config.environments.hosts[config.environments.active];
    return [hosts.api, hosts.futuresApi, hosts.maintenance].every((host) => apiHost(host) !== null);
  };

  function clientsFor(config: SiteConfig, mobile: boolean): ApiClients {
    const byLayout = clients.get(config) ?? new Map<string, ApiClients>();
    clients.set(config, byLayout);
    const key = String(mobile);
    let made = byLayout.get(key);
    if (!made) {
      const hosts = config.environments.hosts[config.environments.active];
      const at = (host: string) => apiHost(host)!;
      made = createApiClients(
        { api: at(hosts.api), futuresApi: at(hosts.futuresApi), maintenance: at(hosts.maintenance) },
        {
          session: { token: () => null, refreshed: () => Promise.resolve(null) },
          language: () => requestLanguage.getStore() ?? config.languages.default,
          clientType: () => (mobile ? 1 : 0),
          deviceId: () => pageRendererDeviceId,
          timeoutMs: Math.min(config.constants.requestTimeoutMs, options.apiTimeoutMs ?? 2_000),
        },
      );
      byLayout.set(key, made);
    }
    return made;
  }

  /** A DOM for cleaning record HTML, at the site's address: a few are kept, as Host is the visitor's to write. */
  function pageWindow(origin: string): Window & typeof globalThis {
    let made = windows.get(origin);
    if (!made) {
      made = new JSDOM('', { url: `${origin}/` }).window as unknown as Window & typeof globalThis;
      if (windows.size >= keptWindows) {
        const oldest = windows.keys().next().value!;
        windows.get(oldest)!.close();
        windows.delete(oldest);
      }
      windows.set(origin, made);
    }
    return made;
  }

  async function answer(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const picture = pictureIdOf(url.pathname);
    const isSitemap = url.pathname === '/sitemap.xml';
    const isRobots = url.pathname === '/robots.txt';
    if (!picture && !isSitemap && !isRobots && !isPageRequest(url)) return null;
    const [config, template] = await Promise.all([readConfig(), readTemplate()]);
    // A site.json that does not check, or no build: the app's own shell says what is wrong.
    if (!config || !template || !callable(config)) return null;
    const origin = siteOrigin(request, https);
    const headers = securityHeaders(config, { https });
    if (isRobots)
      return new Response(robots(config, origin), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${cacheSeconds}` },
      });
    if (picture) {
      installApi(clientsFor(config, false));
      return requestLanguage.run(config.languages.default, () => newsPicture(picture, headers));
    }
    const messages = await everything;
    const userAgent = request.headers.get('user-agent') ?? '';
    const mobile = layoutOf(request.headers, userAgent, config.constants.mobileBreakpointPx);
    if (isSitemap) {
      installSiteConfig(config);
      installApi(clientsFor(config, mobile));
      return new Response(await requestLanguage.run(config.languages.default, () => sitemap(config, origin)), {
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': `public, max-age=${cacheSeconds}`,
        },
      });
    }
    const built = builtFor(template);
    const files = await built.files;
    const found = findRoute(routesOn(config.routes, config), url.pathname);
    if (found?.route.signIn)
      return new Response(
        shellDocument(template, config, {
          files,
          page: found.route.page,
          language: pageLanguage(url, request.headers, config),
          styles: await built.styles,
        }),
        {
          headers: {
            ...headers,
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            'x-robots-tag': 'noindex',
          },
        },
      );
    const language = pageLanguage(url, request.headers, config);
    const page: PageId = found?.route.page ?? 'notFound';
    const install = () => {
      installSiteConfig(config);
      renderIn(language, messages.get(language)!, allAreas);
      installApi(clientsFor(config, mobile));
      assumeRendered({ mobile, pictures: true, wholePage: true });
      sanitizeIn(pageWindow(origin));
      showBrowser(new URL(url.pathname + url.search, origin), userAgent);
    };
    const rendered = await requestLanguage.run(language, () =>
      renderApp(url.pathname + url.search, { install, fetch: (load) => load() }),
    );
    const failed = rendered.answers.some(
      (a) => a.error && a.error.kind !== 'code' && !(a.error.kind === 'http' && a.error.status < 500),
    );
    const missing = page === 'notFound' || rendered.head.missing === true;
    const status = failed ? 503 : missing ? 404 : 200;
    // Prices are never held longer than the page's own poll would keep them.
    const holdSeconds = Math.min(cacheSeconds, Math.floor((rendered.pollMs ?? Infinity) / 1000));
    const head = await pageHead({ config, page, language, url, origin, rendered, request, noindex: status !== 200 });
    const body = pageDocument(template, {
      config,
      language,
      head,
      html: rendered.html,
      answers: rendered.answers,
      mobile,
      page,
      files,
      parts: rendered.parts,
      styles: await built.styles,
    });
    return new Response(request.method === 'HEAD' ? null : body, {
      status,
      headers: {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'cache-control':
          status === 200 && holdSeconds > 0
            ? `public, max-age=0, s-maxage=${holdSeconds}, stale-while-revalidate=${holdSeconds}`
            : 'no-cache',
        // What nginx holds it for (deploy/nginx.ts), which it reads before its own setting.
        'x-accel-expires': String(status === 200 ? holdSeconds : 0),
        vary: varyOf(request.headers),
        ...hintHeaders(userAgent),
        'content-language': language,
      },
    });
  }

  return { answer, ready: everything };
}
