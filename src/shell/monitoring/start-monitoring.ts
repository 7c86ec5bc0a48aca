/**
 * Sends uncaught errors, unhandled rejections and the page's Web Vitals to the operator's
 * monitoring endpoint (its own chunk, loaded once the page is idle: src/app/monitoring.ts). Each
 * report is one JSON object sent with navigator.sendBeacon, so it leaves even as the page closes.
 * The same error is reported once, and at most `maxErrorReports` per visit, so a failing loop
 * cannot flood the endpoint.
 */
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { errorReport, vitalReport, type ErrorReport, type MonitoringReport } from './reports.ts';

export const maxErrorReports = 20;

/** An error or rejection caught before this chunk loaded, kept to be reported now. */
export interface EarlyError {
  type: ErrorReport['type'];
  thrown: unknown;
  pathname: string;
}

export interface MonitoringOptions {
  endpoint: string;
  /** The route-table page id of a path (the 404 page's for a path no route matches). */
  pageOf(pathname: string): string;
  earlyErrors?: EarlyError[];
}

function send(endpoint: string, report: MonitoringReport): void {
  const body = JSON.stringify(report);
  // A text body keeps the beacon a simple request: no CORS preflight at the endpoint.
  if (navigator.sendBeacon?.(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
}

/** The path the visit began on: the document's own address, whatever the router has done since. */
function landedPathname(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return new URL(navigation?.name ?? location.href).pathname;
}

/** Starts reporting; the function it returns stops reporting errors (the vitals' observers stay). */
export function startMonitoring({ endpoint, pageOf, earlyErrors = [] }: MonitoringOptions): () => void {
  const seen = new Set<string>();
  const reportError = (type: ErrorReport['type'], thrown: unknown, pathname: string) => {
    if (seen.size >= maxErrorReports) return;
    const report = errorReport(type, thrown, pageOf(pathname));
    const key = JSON.stringify([report.type, report.name, report.message, report.frames[0]]);
    if (seen.has(key)) return;
    seen.add(key);
    send(endpoint, report);
  };
  for (const early of earlyErrors) reportError(early.type, early.thrown, early.pathname);
  const onError = (event: ErrorEvent) => reportError('error', event.error ?? event.message, location.pathname);
  const onRejection = (event: PromiseRejectionEvent) => reportError('rejection', event.reason, location.pathname);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);

  // web-vitals measures the document's visit: each vital is the page's the visit began on.
  const page = pageOf(landedPathname());
  const reportVital = (metric: LCPMetric | INPMetric | CLSMetric) => send(endpoint, vitalReport(metric, page));
  onLCP(reportVital);
  onINP(reportVital);
  onCLS(reportVital);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
}
