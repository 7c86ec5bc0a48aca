import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowest, vitestFileTimes } from './suite-report.ts';

describe('the suite report', () => {
  it("reads each vitest file's wall time, relative to the project", () => {
    const report = {
      testResults: [
        { name: '/repo/src/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/repo/src/b.test.ts', startTime: 0, endTime: 500 },
      ],
    };
    expect(vitestFileTimes(report, '/repo')).toEqual([
      { file: 'src/a.test.ts', seconds: 2.5 },
      { file: 'src/b.test.ts', seconds: 0.5 },
    ]);
  });

  it("adds up each Playwright spec file's test runs, retries and nested groups included", () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }],
          suites: [{ file: 'home.spec.ts', specs: [{ tests: [{ results: [{ duration: 2000 }] }] }] }],
        },
        { file: 'otc.spec.ts', specs: [{ tests: [{ results: [{ duration: 700 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: 'tests/e2e/home.spec.ts', seconds: 3.5 },
      { file: 'tests/e2e/otc.spec.ts', seconds: 0.7 },
    ]);
  });

  it('keeps the slowest files first, ten at most', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}`, seconds: i }));
    expect(slowest(times).map((t) => t.file)).toEqual(['f11', 'f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3', 'f2']);
  });
});
