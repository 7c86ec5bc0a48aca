import { writeFileSync } from 'node:fs';
import { benchSiteConfig } from '../../scripts/entry-pages.ts';
import { test } from './fixtures.ts';
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
test('trace', async ({ page, sandbox, browser }) => {
  await sandbox.set('site-config', { config: benchSiteConfig(process.cwd()) });
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TRACE_CPU ?? 4) });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'loading', 'blink.user_timing'] });
  await page.goto(process.env.TRACE_PATH ?? '/markets');
  await page.waitForTimeout(6000);
  writeFileSync('/tmp/trace.json', await browser.stopTracing());
});
