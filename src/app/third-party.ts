/**
 * Loads the chat and analytics providers once the page has loaded and the browser is idle, in a
 * chunk of their own, so they never delay the first screen; with both switches off nothing loads.
 */
import { analyticsProvider, chatProvider } from '../config/site-config.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { createAppRouter } from './router.tsx';

export function startThirdPartyWhenIdle(router: ReturnType<typeof createAppRouter>): void {
  if (!chatProvider() && !analyticsProvider()) return;
  const start = () =>
    whenIdle(() => {
      void import('../shell/third-party/start-providers.ts').then(({ startThirdParty }) =>
        startThirdParty({
          pathname: () => router.state.location.pathname,
          subscribe: (listener) => void router.subscribe((state) => listener(state.location.pathname)),
        }),
      );
    });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
