/**
 * Umami: a cookieless page-view measure. Its own page-view counting is off (data-auto-track), so
 * the app sends exactly one per route change, with the path only and the referrer cut to its
 * origin on the first view (a referring address can carry another site's query).
 */
import type { AnalyticsConfig } from '../../config/site-config.schema.ts';
import type { ProviderSetting } from '../../config/site-config.ts';
import { analyticsProviderNeeds } from '../../config/providers.ts';
import { loadScript, underHost } from './load-script.ts';
import type { PageViewMeasure } from './types.ts';

interface UmamiPayload {
  url: string;
  referrer: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    umami?: { track(payload: (defaults: UmamiPayload) => UmamiPayload): void };
  }
}

const origin = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
};

export function startUmami(setting: ProviderSetting<AnalyticsConfig>): PageViewMeasure {
  // The script runs asynchronously: page views before it has run wait for it, in order.
  const ready = loadScript(underHost(setting.host, analyticsProviderNeeds.umami.script), {
    'data-website-id': setting.id,
    'data-auto-track': 'false',
    'data-do-not-track': 'true',
  });
  let referrer = origin(document.referrer);
  return {
    pageView(path) {
      const from = referrer;
      referrer = '';
      void ready.then(
        (loaded) => loaded && window.umami?.track((defaults) => ({ ...defaults, url: path, referrer: from })),
      );
    },
  };
}
