/**
 * What start-up does while React and the app download: it asks for site.json, then gives the
 * loading screen the brand's theme (brand-style.ts). A page the server rendered (src/server) is on
 * screen already, home included. A page that comes as the app's shell (one that needs sign-in, or
 * any page while the page renderer is down) has its own files asked for as soon as site.json says
 * which page it is (landing.ts).
 */
import Cookies from 'js-cookie';
import { fetchSiteConfigText, type LoadedConfigText } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import { resolveLanguage } from '../lib/language.ts';
import { followDefaultMode } from '../lib/theme-storage.ts';
import { installBrandIcon, installBrandStyle } from '../shell/brand-style.ts';
import type { LandingContext, LandingFiles, startLanding } from './landing.ts';

/** site.json, asked for once (index.html preloads this very request); main.tsx installs it. */
export const siteConfigText: Promise<LoadedConfigText> = fetchSiteConfigText();

function earlyContext(loaded: LoadedConfigText): LandingContext | null {
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
    // The loading screen's words (its notice when the app is slow) are read in the page's language.
    document.documentElement.lang = language;
    return { config, language };
  } catch {
    // A file this cannot read is one the full check reports; the app does it all itself.
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

/** The page came rendered by the server (src/server): its first screen and its files are there already. */
const rendered = document.getElementById('root')?.hasAttribute('data-rendered') ?? false;

/**
 * Away from the site's root, where the home page usually is, both are asked for at once, beside
 * site.json: any other page needs them, and they no longer wait for it.
 */
const landingAsked = location.pathname === '/' || rendered ? null : askForLanding();

function startLandingFiles(context: LandingContext): void {
  const home = context.config.routes.find((route) => route.page === 'home');
  if (rendered || home?.path === location.pathname) return;
  const asked = landingAsked ?? askForLanding();
  if (asked)
    void asked.code.then(({ startLanding }) => startLanding(context, asked.listed, asked.list)).catch(() => undefined);
}

function startEarly(loaded: LoadedConfigText): void {
  const context = earlyContext(loaded);
  if (!context) return;
  followDefaultMode(context.config.theme?.defaultMode);
  try {
    // The loading screen in the brand's colours, fonts, corners and icons (a rendered page came
    // with them: the app checks them against this site.json once it starts, in applyTheme).
    if (!rendered) {
      installBrandStyle(context.config.brand);
      installBrandIcon(context.config.brand);
    }
    startLandingFiles(context);
  } catch {
    // A file this cannot read is one the full check reports; the app does it all itself.
  }
}

void siteConfigText.then(startEarly);
