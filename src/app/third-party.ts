/**
 * Loads the chat and analytics providers once the page has loaded and the browser is idle, in a
 * chunk of their own, so they never delay the first screen; with both switches off nothing loads.
 * They start only for a site-config that passed the full check.
 */
import { analyticsProvider, chatProvider } from '../config/site-config.ts';
import { whenLoadedAndIdle } from '../lib/when-idle.ts';
import type { Pages } from '../shell/third-party/types.ts';

export function startThirdPartyWhenIdle(pages: Pages, configPassed: () => Promise<boolean>): void {
  if (!chatProvider() && !analyticsProvider()) return;
  whenLoadedAndIdle(async () => {
    if (!(await configPassed())) return;
    const { startThirdParty } = await import('../shell/third-party/start-providers.ts');
    startThirdParty(pages);
  });
}
