/**
 * The first calls of start-up, made by the entry while React and the app download: site.json, and
 * on the home page, when it opens with its banners, the banners call. The largest thing the first
 * screen paints is a banner, so its answer no longer waits for the app's code, and its first
 * picture is painted into the start-up skeleton when it comes (first-banner.ts).
 */
import Cookies from 'js-cookie';
import { subBannerGetBannerList } from '../../generated/operations/subBannerGetBannerList.ts';
import { absolute } from '../api/host-url.ts';
import { deviceId } from '../api/device-id.ts';
import { startEarlyGet } from '../api/early-calls.ts';
import { fetchSiteConfigText, type LoadedConfigText } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { isMobileLayout } from '../lib/device.ts';
import { resolveLanguage } from '../lib/language.ts';
import { paintFirstBanner } from './first-banner.ts';

/** site.json, asked for once (index.html preloads this very request); main.tsx installs it. */
export const siteConfigText: Promise<LoadedConfigText> = fetchSiteConfigText();

/** How long the app's start waits, at most, for the first promotion to be painted. */
const firstScreenWaitMs = 500;

let firstScreenDone = () => {};
/**
 * Settles once the home page's first promotion is painted, or is not coming (another page, no
 * banners, a failed call), or after `firstScreenWaitMs`. The app's code, downloading meanwhile,
 * runs after it (boot.ts), so on a slow phone it does not hold up that first paint.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  firstScreenDone = resolve;
  setTimeout(resolve, firstScreenWaitMs);
});

/** Returns whether the banners were asked for (their answer then settles `firstScreenPainted`). */
function startHomeBanners(loaded: LoadedConfigText): boolean {
  if (!loaded.ok) return false;
  try {
    const config = JSON.parse(loaded.text) as SiteConfig;
    const home = config.routes.find((route) => route.page === 'home');
    const opening = config.home.sections.find((section) => section.on);
    if (home?.path !== location.pathname || opening?.id !== 'banner') return false;
    const language = resolveLanguage(
      {
        query: new URLSearchParams(location.search).get('lang'),
        stored: Cookies.get(cookieNames(config.brand.cookiePrefix).lang),
      },
      config.languages.default,
    );
    const { constants } = config;
    const headers = {
      LanguageCode: language,
      ClientType: isMobileLayout(innerWidth, navigator.userAgent, constants.mobileBreakpointPx) ? '1' : '0',
      DeviceId: deviceId(),
    };
    const banners = startEarlyGet(
      absolute(config.environments.hosts[config.environments.active].api),
      subBannerGetBannerList.path,
      { type: 'home', languageCode: language },
      headers,
      constants.requestTimeoutMs,
    );
    banners
      .then(paintFirstBanner, () => undefined)
      .catch(() => undefined)
      .finally(() => afterFirstPaint(firstScreenDone));
    return true;
  } catch {
    // A file this cannot read is one the full check reports; the app asks for the banners itself.
    return false;
  }
}

void siteConfigText.then((loaded) => startHomeBanners(loaded) || firstScreenDone());
