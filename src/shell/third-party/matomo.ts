/**
 * Matomo: page views through its _paq command queue, without cookies unless the site-config's
 * analytics.cookies allows them, and honouring the browser's Do Not Track.
 */
import type { AnalyticsConfig } from '../../config/site-config.schema.ts';
import type { ProviderSetting } from '../../config/site-config.ts';
import { analyticsProviderNeeds } from '../../config/providers.ts';
import { loadScript, underHost } from './load-script.ts';
import type { PageViewMeasure } from './types.ts';

declare global {
  interface Window {
    _paq?: unknown[][];
  }
}

export function startMatomo(setting: ProviderSetting<AnalyticsConfig>): PageViewMeasure {
  const queue = (window._paq = window._paq ?? []);
  if (!setting.cookies) queue.push(['disableCookies']);
  queue.push(['setDoNotTrack', true]);
  queue.push(['setTrackerUrl', underHost(setting.host, '/matomo.php')]);
  queue.push(['setSiteId', setting.id]);
  void loadScript(underHost(setting.host, analyticsProviderNeeds.matomo.script));
  return {
    pageView(path) {
      // Matomo swaps window._paq for its tracker once loaded; the global is read at each call.
      window._paq!.push(
        ['setCustomUrl', `${location.origin}${path}`],
        ['setDocumentTitle', document.title],
        ['trackPageView'],
      );
    },
  };
}
