/**
 * Loads the chat and analytics providers once the page has loaded and the browser is idle, in a
 * chunk of their own, so they never delay the first screen; with both switches off nothing loads.
 */
import { analyticsProvider, chatProvider } from '../config/site-config.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { Pages } from '../shell/third-party/types.ts';

export function startThirdPartyWhenIdle(pages: Pages): void {
  if (!chatProvider() && !analyticsProvider()) return;
  const start = () =>
    whenIdle(
      () =>
        void import('../shell/third-party/start-providers.ts').then(({ startThirdParty }) => startThirdParty(pages)),
    );
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
