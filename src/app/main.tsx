/**
 * Start-up: read the site-config, install the api, session and language, then render; the
 * maintenance check and the server clock start once the landing page is shown (start-later.ts,
 * landing-shown.ts).
 * It gives the main thread back between steps (nextTask), so no step makes a long task. The full
 * check of the site-config (schema, page ids included, and rules across keys) is not on the way to
 * the first screen: it runs in a worker once the landing page is drawn with its answers, or at once
 * when anything fails, in start-up, in a render or later (config-guard.ts), and a file that fails
 * it replaces the app with the list of problems.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { activeHosts, brand, constants, installSiteConfig } from '../config/site-config.ts';
import { createApiClients, installApi } from '../api/clients.ts';
import { deviceId } from '../api/device-id.ts';
import { apiEffects } from '../api/effects.ts';
import { startLanguage, startupLanguage, currentLanguage } from '../i18n/language-store.ts';
import { preloadHome } from '../features/home/preload.ts';
import { isMobileLayout } from '../lib/device.ts';
import { nextTask } from '../lib/next-task.ts';
import { windowWidth } from '../lib/window-measures.ts';
import { apiSession, sessionActor, startSession } from '../session/session.ts';
import { setCookiePrefix } from '../session/session-storage.ts';
import { applyTheme } from '../shell/theme.ts';
import { adoptTokenFromAddress } from '../shell/layout/adopt-token.ts';
import { holdUntilLandingShown, whenLandingShownAndIdle } from '../shell/landing-shown.ts';
import { App } from './App.tsx';
import { configGuard, type ConfigGuard } from './config-guard.ts';
import { reportCaught, reportRecovered } from './root-errors.ts';
import { siteConfigText } from './early-start.ts';
import { followActors } from './follow-actors.ts';
import { preloadPageRegistry } from './page-components.ts';
import { startMonitoringWhenIdle } from './monitoring.ts';
import { landingRoute, preloadLandingPage } from './router.tsx';
import { pageReady } from './page-components.ts';
import { renderedState } from '../lib/rendered-state.ts';
import { assumeRendered } from '../lib/as-rendered.ts';
import { takeRenderedAnswers } from '../api/query-cache.ts';
import './global.css';

function install(config: SiteConfig): void {
  installSiteConfig(config);
  setCookiePrefix(brand().cookiePrefix);
  document.title = brand().name;
  applyTheme();
  const hosts = activeHosts();
  installApi(
    createApiClients(
      { api: hosts.api, futuresApi: hosts.futuresApi, maintenance: hosts.maintenance },
      {
        session: apiSession,
        language: () => currentLanguage(),
        clientType: () => (isMobileLayout(windowWidth(), navigator.userAgent, constants().mobileBreakpointPx) ? 1 : 0),
        deviceId,
        timeoutMs: constants().requestTimeoutMs,
      },
    ),
  );
  startSession();
}

/**
 * A page the server rendered (src/server) is taken over where it stands (hydrated): in the language
 * and layout it was rendered in, from the answers it was rendered from, once the page's code and
 * messages are in, so nothing on screen is drawn again. A signed-in customer's page (the server
 * renders every page signed out) and the shell are rendered here.
 */
async function start(guard: ConfigGuard): Promise<void> {
  const loaded = await siteConfigText;
  if (!loaded.ok) return void (await guard.check());
  await nextTask();
  install(JSON.parse(loaded.text) as SiteConfig);
  const signedIn = sessionActor.getSnapshot().matches('signedIn');
  const rendered = signedIn ? null : renderedState();
  const landing = preloadLandingPage(location.pathname, signedIn);
  if (landing.page === 'home') preloadHome(rendered?.language ?? startupLanguage(), { rendered: rendered !== null });
  if (rendered) {
    assumeRendered({ mobile: rendered.mobile, pictures: true, wholePage: true });
    takeRenderedAnswers(rendered.answers);
  }
  await Promise.all([startLanguage(rendered?.language), adoptTokenFromAddress()]);
  if (rendered) await pageReady(landing.page).catch(() => undefined);
  await nextTask();
  followActors();
  // A code 99999 that comes before the maintenance watch starts (start-later.ts) is kept for it.
  let maintenanceCode = false;
  apiEffects.subscribe((effect) => void (maintenanceCode ||= effect.type === 'maintenance'));
  holdUntilLandingShown(guard.check);
  // A transition renders in slices that give the main thread back, so the first render (or the
  // takeover of a rendered page: hydration in a transition is sliced too) never blocks a tap for
  // long on a slow phone.
  if (rendered) startTransition(() => void (root = hydrateRoot(container, <App />, rootOptions)));
  else startTransition(() => appRoot().render(<App />));
  whenLandingShownAndIdle(() => {
    void import('./start-later.ts').then(({ startLater }) => startLater(guard.check, maintenanceCode));
    void preloadPageRegistry();
  });
  startMonitoringWhenIdle((pathname) => landingRoute(pathname).page, guard.check);
}

const guard = configGuard(siteConfigText, async (failed) =>
  (await import('./ConfigErrorPage.tsx')).showProblems(appRoot(), failed),
);
const container = document.getElementById('root')!;
// A file that passes no check may break the first render, or any later one: then the operator sees why.
const rootOptions: RootOptions = {
  onUncaughtError: (error) => void guard.failed(error),
  onCaughtError: reportCaught,
  onRecoverableError: reportRecovered,
};
let root: Root | null = null;
const appRoot = (): Root => (root ??= createRoot(container, rootOptions));
guard.watch(window);
start(guard).catch((error: unknown) => guard.failed(error));
