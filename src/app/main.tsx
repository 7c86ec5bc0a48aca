/**
 * Start-up: check the site-config, install the api, session, maintenance and language, then render.
 * It gives the main thread back between steps (nextTask), so no step makes a long task.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSiteConfig } from '../config/load-site-config.ts';
import { activeHosts, brand, constants, installSiteConfig } from '../config/site-config.ts';
import { createApiClients, installApi } from '../api/clients.ts';
import { deviceId } from '../api/device-id.ts';
import { startLanguage, startupLanguage, currentLanguage } from '../i18n/language-store.ts';
import { preloadHome } from '../features/home/preload.ts';
import { isMobileLayout } from '../lib/device.ts';
import { nextTask } from '../lib/next-task.ts';
import { startMaintenanceWatch } from '../maintenance/maintenance.ts';
import { apiSession, sessionActor, startSession } from '../session/session.ts';
import { setCookiePrefix } from '../session/session-storage.ts';
import { applyTheme } from '../shell/theme.ts';
import { adoptTokenFromAddress } from '../shell/layout/adopt-token.ts';
import { App } from './App.tsx';
import { checkSiteConfigForApp } from './check-pages.ts';
import { followActors } from './follow-actors.ts';
import { startThirdPartyWhenIdle } from './third-party.ts';
import { createAppRouter, preloadLandingPage } from './router.tsx';
import './global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const check = await loadSiteConfig(checkSiteConfigForApp);
  if (!check.ok) {
    const { default: ConfigErrorPage } = await import('./ConfigErrorPage.tsx');
    document.title = 'Configuration problem';
    root.render(<ConfigErrorPage problems={check.problems} />);
    return;
  }
  await nextTask();
  installSiteConfig(check.config);
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
        clientType: () => (isMobileLayout(window.innerWidth, navigator.userAgent, constants().mobileBreakpointPx) ? 1 : 0),
        deviceId,
        timeoutMs: constants().requestTimeoutMs,
      },
    ),
  );
  startSession();
  if (preloadLandingPage(location.pathname, sessionActor.getSnapshot().matches('signedIn')).page === 'home') preloadHome(startupLanguage());
  await Promise.all([startLanguage(), adoptTokenFromAddress()]);
  await nextTask();
  const router = createAppRouter();
  followActors(router);
  startMaintenanceWatch();
  // A transition renders in slices that give the main thread back, so the first render never
  // blocks a tap for long on a slow phone.
  startTransition(() => root.render(<App router={router} />));
  startThirdPartyWhenIdle({
    pathname: () => router.state.location.pathname,
    subscribe: (listener) => void router.subscribe((state) => listener(state.location.pathname)),
  });
}

start();
