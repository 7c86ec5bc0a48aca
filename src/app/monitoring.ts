/**
 * Reports errors and Web Vitals to the operator's endpoint while site.json has a `monitoring`
 * section: the reporter loads in a chunk of its own once the page has loaded and the browser is
 * idle, for a site-config that passed the full check. Errors thrown before then are kept (a few
 * lines here) and reported once it has loaded. Without the section nothing is listened to or sent.
 */
import { monitoring } from '../config/site-config.ts';
import { whenLoadedAndIdle } from '../lib/when-idle.ts';
import type { EarlyError } from '../shell/monitoring/start-monitoring.ts';

const maxEarlyErrors = 20;

export function startMonitoringWhenIdle(
  pageOf: (pathname: string) => string,
  configPassed: () => Promise<boolean>,
): void {
  const settings = monitoring();
  if (!settings) return;
  const earlyErrors: EarlyError[] = [];
  const keep = (type: EarlyError['type'], thrown: unknown) => {
    if (earlyErrors.length < maxEarlyErrors) earlyErrors.push({ type, thrown, pathname: location.pathname });
  };
  const onError = (event: ErrorEvent) => keep('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep('rejection', event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  whenLoadedAndIdle(async () => {
    if (!(await configPassed())) return;
    const { startMonitoring } = await import('../shell/monitoring/start-monitoring.ts');
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    startMonitoring({ endpoint: settings.endpoint, pageOf, earlyErrors });
  });
}
