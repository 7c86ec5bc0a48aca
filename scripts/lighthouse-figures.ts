/**
 * The figures `npm run bench:lighthouse` takes from a Lighthouse report, and their medians over runs.
 */

export interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed at the run (its 4x slowdown is set for about 1,500). */
  cpuIndex: number;
  /** What the requests that finished before the largest paint weighed, in KB as sent: Lighthouse's
   * simulation counts each of them before that paint, one after another over HTTP/2. */
  kbBeforeLcp: number;
  failedA11y: string[];
}

export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<
    'performance' | 'accessibility',
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; details?: unknown }>;
  environment?: { benchmarkIndex?: number };
}

interface RequestRow {
  networkEndTime?: number;
  transferSize?: number;
}

/** The KB sent in the requests that finished before the page's largest paint, as Lighthouse saw the load. */
export function kbBeforeLargestPaint(report: LighthouseReport): number {
  const requests = report.audits['network-requests']?.details as
    { items?: RequestRow[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = report.audits.metrics?.details as
    { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined;
  const startTs = requests?.debugData?.networkStartTimeTs;
  const paintTs = metrics?.items?.[0]?.observedLargestContentfulPaintTs;
  if (startTs === undefined || paintTs === undefined) return Number.NaN;
  const bytes = (requests?.items ?? [])
    .filter((row) => row.networkEndTime !== undefined && startTs + row.networkEndTime * 1000 <= paintTs)
    .reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
  return bytes / 1000;
}

export function figuresOf(report: LighthouseReport): Figures {
  if (report.runtimeError)
    throw new Error(
      `Lighthouse could not measure the page: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  const score = (id: 'performance' | 'accessibility') => Math.round((report.categories[id].score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failedA11y = report.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${report.audits[ref.id].title}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    cpuIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    kbBeforeLcp: kbBeforeLargestPaint(report),
    failedA11y,
  };
}

/** Each figure's own median over the runs (the middle run of an odd count; the lower middle of an even one). */
export function medianOf(results: Figures[]): Figures {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance)[
    Math.floor((results.length - 1) / 2)
  ];
  return {
    performance: middle(results.map((r) => r.performance)),
    accessibility: middle(results.map((r) => r.accessibility)),
    lcpMs: middle(results.map((r) => r.lcpMs)),
    tbtMs: middle(results.map((r) => r.tbtMs)),
    cls: middle(results.map((r) => r.cls)),
    cpuIndex: middle(results.map((r) => r.cpuIndex)),
    kbBeforeLcp: middle(results.map((r) => r.kbBeforeLcp)),
    failedA11y: byPerformance.failedA11y,
  };
}
