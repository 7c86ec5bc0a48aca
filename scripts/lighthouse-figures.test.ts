import { describe, expect, it } from 'vitest';
import { figuresOf, kbBeforeLargestPaint, medianOf, type LighthouseReport } from './lighthouse-figures.ts';

const start = 1_000_000;

/** A Lighthouse report cut down to what the bench reads: the page paints its largest at 269 ms. */
function report(requests: { endMs: number; bytes: number }[], benchmarkIndex = 1533): LighthouseReport {
  return {
    categories: {
      performance: { score: 0.97, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    },
    audits: {
      'color-contrast': { score: 1, title: 'Background and foreground colors have a sufficient contrast ratio' },
      'largest-contentful-paint': { score: 0.8, numericValue: 1610, title: 'LCP' },
      'total-blocking-time': { score: 0.9, numericValue: 84, title: 'TBT' },
      'cumulative-layout-shift': { score: 1, numericValue: 0, title: 'CLS' },
      metrics: {
        score: null,
        title: 'Metrics',
        details: { items: [{ observedLargestContentfulPaintTs: start + 269_000 }] },
      },
      'network-requests': {
        score: null,
        title: 'Network requests',
        details: {
          items: requests.map((request) => ({ networkEndTime: request.endMs, transferSize: request.bytes })),
          debugData: { networkStartTimeTs: start },
        },
      },
    },
    environment: { benchmarkIndex },
  };
}

describe('the figures the Lighthouse bench prints', () => {
  it('counts the bytes of the requests that finished by the largest paint, and no later ones', () => {
    const page = report([
      { endMs: 30, bytes: 2_679 },
      { endMs: 123.5, bytes: 58_285 },
      { endMs: 269, bytes: 1_000 },
      { endMs: 269.1, bytes: 5_000 },
      { endMs: 1_577, bytes: 5_402 },
    ]);
    expect(kbBeforeLargestPaint(page)).toBeCloseTo(61.964, 3);
  });

  it('says it does not know when the report has no largest paint or no requests', () => {
    const page = report([{ endMs: 30, bytes: 2_679 }]);
    delete page.audits.metrics;
    expect(kbBeforeLargestPaint(page)).toBeNaN();
    const noRequests = report([]);
    delete noRequests.audits['network-requests'];
    expect(kbBeforeLargestPaint(noRequests)).toBeNaN();
  });

  it("reads the scores, the metrics and the machine's speed", () => {
    expect(figuresOf(report([{ endMs: 30, bytes: 2_679 }], 1_145.5))).toEqual({
      performance: 97,
      accessibility: 100,
      lcpMs: 1610,
      tbtMs: 84,
      cls: 0,
      cpuIndex: 1_145.5,
      kbBeforeLcp: 2.679,
      failedA11y: [],
    });
  });

  it('takes each figure’s own median, the speed and the bytes included', () => {
    const runs = [
      figuresOf(report([{ endMs: 30, bytes: 120_000 }], 2_054)),
      figuresOf(report([{ endMs: 30, bytes: 134_000 }], 1_133)),
      figuresOf(report([{ endMs: 30, bytes: 131_000 }], 1_652)),
    ];
    const median = medianOf(runs);
    expect(median.cpuIndex).toBe(1_652);
    expect(median.kbBeforeLcp).toBe(131);
  });
});
