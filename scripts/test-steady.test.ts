import { describe, expect, it } from 'vitest';
import { outcomesOf } from './test-steady.ts';

describe('the steady-suite check', () => {
  it("reads each test's outcome from a Playwright report, nested groups included", () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ title: 'shows the markets', tests: [{ status: 'expected' }] }],
          suites: [{ file: 'home.spec.ts', specs: [{ title: 'in French', tests: [{ status: 'flaky' }] }] }],
        },
        { file: 'otc.spec.ts', specs: [{ title: 'buys', tests: [{ status: 'unexpected' }] }] },
      ],
    };
    expect(outcomesOf(report)).toEqual([
      { title: 'home.spec.ts › shows the markets', status: 'expected' },
      { title: 'home.spec.ts › in French', status: 'flaky' },
      { title: 'otc.spec.ts › buys', status: 'unexpected' },
    ]);
  });
});
