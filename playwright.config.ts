import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-chromium.ts';

// One port per run (workers inherit it), so parallel runs on one machine never collide.
process.env.E2E_PORT ??= String(4310 + (process.pid % 500));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx sandbox/serve.ts',
    env: { PORT: String(port), DIST_DIR: process.env.E2E_DIST ?? 'dist' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
