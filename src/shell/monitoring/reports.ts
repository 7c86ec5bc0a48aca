/**
 * The reports the monitoring endpoint receives, one JSON object each. A report names the page by
 * its route-table id (never the address: no query, no path parameters) and carries no personal
 * data: messages go through scrubMessage, script URLs through scrubUrl.
 */
import { scrubMessage, scrubUrl } from './scrub.ts';

/** An uncaught error or an unhandled promise rejection. */
export interface ErrorReport {
  type: 'error' | 'rejection';
  page: string;
  /** The error's name (TypeError, Error, ...), or what was thrown when it was not an Error. */
  name: string;
  message: string;
  /** Where it was thrown: script URL (origin and path), line and column, innermost first. */
  frames: string[];
}

/** One Web Vital of the page, as the web-vitals library measured it. */
export interface VitalReport {
  type: 'vital';
  page: string;
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

export type MonitoringReport = ErrorReport | VitalReport;

const maxFrames = 10;
/** A stack frame's script, line and column, as V8, SpiderMonkey and JavaScriptCore print them. */
const frame = /((?:https?|blob|file):\/\/[^\s)]+?|\/[^\s():]+):(\d+):(\d+)/g;

function framesOf(stack: string): string[] {
  return [...stack.matchAll(frame)]
    .slice(0, maxFrames)
    .map(([, url, line, column]) => `${scrubUrl(url)}:${line}:${column}`);
}

/** What was thrown or rejected, as a report; anything that is not an Error is named by its type only. */
export function errorReport(type: ErrorReport['type'], thrown: unknown, page: string): ErrorReport {
  if (thrown instanceof Error)
    return {
      type,
      page,
      name: scrubMessage(thrown.name),
      message: scrubMessage(thrown.message),
      frames: framesOf(thrown.stack ?? ''),
    };
  return {
    type,
    page,
    name: thrown === null ? 'null' : typeof thrown,
    message: typeof thrown === 'string' ? scrubMessage(thrown) : '',
    frames: [],
  };
}

export function vitalReport(metric: Pick<VitalReport, 'name' | 'value' | 'rating'>, page: string): VitalReport {
  // CLS is a unitless score; LCP and INP are milliseconds.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return { type: 'vital', page, name: metric.name, value, rating: metric.rating };
}
