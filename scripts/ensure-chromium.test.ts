import { describe, expect, it } from 'vitest';
import config from '../playwright.config.ts';
import { chromiumPath, testChromiumPath } from './ensure-chromium.ts';

describe('the browsers the project runs', () => {
  it("runs the browser tests in Debian's headless Chromium, and the benchmarks in the whole browser", () => {
    expect(config.use?.launchOptions?.executablePath).toBe(testChromiumPath);
    if (!process.env.TEST_CHROMIUM_PATH) expect(testChromiumPath).toBe('/usr/bin/chromium-headless-shell');
    if (!process.env.CHROMIUM_PATH) expect(chromiumPath).toBe('/usr/bin/chromium');
  });
});
