import { defineConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from './scripts/ensure-chromium.ts';

// One port range per run (workers inherit it): worker n serves on E2E_PORT + n (tests/e2e/fixtures.ts),
// so parallel runs on one machine rarely collide.
process.env.E2E_PORT ??= String(4310 + 2 * (process.pid % 250));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Each worker has its own app server and sandbox (tests/e2e/fixtures.ts); files spread across them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails once and then passes is reported as flaky in the summary (and looked into); one
  // that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report is what `npm test` reads for the ten slowest files (scripts/suite-report.ts).
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumFlags],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
