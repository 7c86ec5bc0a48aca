/**
 * The first calls of start-up, made by the entry while React and the app download: site.json, and
 * away from the home page (which comes rendered by the server, src/server), the page's own files,
 * as soon as site.json says which page it is; when the page came as the app's shell (the renderer
 * down, or a page that needs sign-in), a page that opens with a heading and a lead has them painted
 * into the skeleton (landing.ts). Every page has the brand's theme from then on (brand-style.ts).
 */
import Cookies from 'js-cookie';
import { deviceId } from '../api/device-id.ts';
import { fetchSiteConfigText, type LoadedConfigText } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { isMobileLayout } from '../lib/device.ts';
import { resolveLanguage, type Language } from '../lib/language.ts';
import { followDefaultMode } from '../lib/theme-storage.ts';
import { installBrandIcon, installBrandStyle } from '../shell/brand-style.ts';
import type { LandingFiles, startLanding } from './landing.ts';
import { landOn } from './landed-intro.ts';

/** site.json, asked for once (index.html preloads this very request); main.tsx installs it. */
export const siteConfigText: Promise<LoadedConfigText> = fetchSiteConfigText();

/** How long the app's start waits, at most, for the first promotion to be painted. */
const firstScreenWaitMs = 500;

let firstScreenDone = () => {};
/**
 * Settles once the home page's first promotion or another page's intro is painted, or is not
 * coming (no banners, no intro, a failed call), or after `firstScreenWaitMs`. The app's code,
 * downloading meanwhile, runs after it (boot.ts), so on a slow phone it does not hold up that
 * first paint.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  firstScreenDone = resolve;
  setTimeout(resolve, firstScreenWaitMs);
});

/** What the early calls need from site.json: the file, the language, and the headers every call sends. */
export interface EarlyContext {
  config: SiteConfig;
  language: Language;
  headers: Record<string, string>;
}

function earlyContext(loaded: LoadedConfigText): EarlyContext | null {
  if (!loaded.ok) return null;
  try {
    const config = JSON.parse(loaded.text) as SiteConfig;
    const language = resolveLanguage(
      {
        query: new URLSearchParams(location.search).get('lang'),
        stored: Cookies.get(cookieNames(config.brand.cookiePrefix).lang),
      },
      config.languages.default,
    );
    // The intro or notice start-up paints is read in the page's language, before the app sets it too.
    document.documentElement.lang = language;
    const mobile = isMobileLayout(innerWidth, navigator.userAgent, config.constants.mobileBreakpointPx);
    const headers = { LanguageCode: language, ClientType: mobile ? '1' : '0', DeviceId: deviceId() };
    return { config, language, headers };
  } catch {
    // A file this cannot read is one the full check reports; the app makes every call itself.
    return null;
  }
}

interface LandingStart {
  listed: string;
  list: Promise<LandingFiles | null>;
  code: Promise<{ startLanding: typeof startLanding }>;
}

/** Asks for the list of the pages' files (index.html names it) and the code that reads it (landing.ts). */
function askForLanding(): LandingStart | null {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="landing-files"]')?.content;
  if (!listed) return null;
  const list = fetch(listed)
    .then((response) => (response.ok ? (response.json() as Promise<LandingFiles>) : null))
    .catch(() => null);
  const code = import('./landing.ts');
  code.catch(() => undefined);
  return { listed, list, code };
}

/** The page came rendered by the server (src/server): its first screen is there already. */
const rendered = document.getElementById('root')?.hasAttribute('data-rendered') ?? false;

/**
 * Away from the site's root, where the home page usually is, both are asked for at once, beside
 * site.json: any other page needs them, and they no longer wait for it.
 */
const landingAsked = location.pathname === '/' || rendered ? null : askForLanding();

/**
 * Any other page: the list and the code that finds the page, preloads its files and paints its
 * intro (landing.ts). Returns whether they were asked for (their end then settles
 * `firstScreenPainted`).
 */
function startOtherPage(context: EarlyContext): boolean {
  const asked = landingAsked ?? askForLanding();
  if (!asked) return false;
  void asked.code
    .then(({ startLanding }) => startLanding(context, asked.listed, asked.list))
    .then((intro) => void (intro && landOn(intro)))
    .catch(() => undefined)
    .finally(() => afterFirstPaint(firstScreenDone));
  return true;
}

/** Makes the first calls the address needs; returns whether the first screen waits for them. */
function startEarlyCalls(loaded: LoadedConfigText): boolean {
  const context = earlyContext(loaded);
  if (!context) return false;
  followDefaultMode(context.config.theme?.defaultMode);
  try {
    // The loading screen and a page's intro in the brand's colours, fonts, corners and icons.
    installBrandStyle(context.config.brand);
    installBrandIcon(context.config.brand);
  } catch {
    // A brand this cannot read is one the full check reports; the shipped palette stays meanwhile.
  }
  if (rendered) return false;
  try {
    // The home page comes rendered by the server with its first promotion (src/server).
    const home = context.config.routes.find((route) => route.page === 'home');
    if (home?.path === location.pathname) return false;
    return startOtherPage(context);
  } catch {
    // A file this cannot read is one the full check reports; the app makes every call itself.
  }
  return false;
}

void siteConfigText.then((loaded) => startEarlyCalls(loaded) || firstScreenDone());
