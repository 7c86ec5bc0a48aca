/**
 * site.json's `monitoring` section: with it, uncaught errors, unhandled rejections and the page's
 * Web Vitals reach the sandbox's stand-in collector, scrubbed of personal data and named by the
 * route table's page id; without it, nothing is sent and the reporter's code is never asked for.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { countRequests, settle } from './page-clock.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);

const monitored = (): { config: SiteConfig } => {
  const config = structuredClone(shipped);
  config.monitoring = { endpoint: '/__sandbox/providers/monitoring/reports' };
  return { config };
};

type Report = Record<string, unknown> & { type: string };
const reports = (sandbox: SandboxKnobs) => sandbox.read<Report[]>('monitoring');
const ofType = async (sandbox: SandboxKnobs, ...types: string[]) =>
  (await reports(sandbox)).filter((report) => types.includes(report.type));

/** Every request for the reporter's chunk or to the collector. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/monitoring/') || path.includes('/start-monitoring-')) seen.push(path);
  });
  return seen;
}

const personal = 'Withdrawal of 1234.56 USDT to ada@mail.example with key 9f8e7d6c5b4a3f2e1d0c failed';

/** Throws once from a timer and rejects once, as a broken page would; and one slow tap to measure. */
async function misbehave(page: Page): Promise<void> {
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
    void Promise.reject(new RangeError(`${message} (rejected)`));
    document.addEventListener('click', () => {
      const until = performance.now() + 120;
      while (performance.now() < until);
    });
  }, personal);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
}

/** The visitor switches tab (or back): the browser's moment to report the visit's vitals. */
async function showAs(page: Page, visibility: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visibility);
}
const hide = (page: Page) => showAs(page, 'hidden');

/**
 * The page's heading as the app draws it. Start-up paints the heading before the app's code has
 * run; an error thrown then would come before the app listens for errors at all.
 */
const appHeading = (page: Page) => page.locator('.layout').getByRole('heading', { level: 1 });

test('an uncaught error and an unhandled rejection arrive scrubbed, with the page id', async ({ page, sandbox }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await sandbox.set('site-config', monitored());
  await page.goto('/markets?utm_source=mail&email=ada@mail.example#top');
  await expect(appHeading(page)).toBeVisible();
  await misbehave(page);
  // The reporter loads once the page is idle: later on a busy machine.
  await expect.poll(async () => (await ofType(sandbox, 'error', 'rejection')).length, { timeout: 20_000 }).toBe(2);
  const [thrown] = await ofType(sandbox, 'error');
  const [rejected] = await ofType(sandbox, 'rejection');
  expect(thrown).toMatchObject({
    type: 'error',
    page: 'markets',
    name: 'Error',
    message: 'Withdrawal of [number] USDT to [email] with key [token] failed',
  });
  expect(rejected).toMatchObject({
    type: 'rejection',
    page: 'markets',
    name: 'RangeError',
    message: 'Withdrawal of [number] USDT to [email] with key [token] failed (rejected)',
  });
  const sent = JSON.stringify(await reports(sandbox));
  for (const leak of ['1234.56', 'ada@mail.example', '9f8e7d6c5b4a3f2e1d0c', 'utm_source', '#top'])
    expect(sent).not.toContain(leak);
  // The page itself carries on: the errors were the test's own.
  expect(pageErrors).toHaveLength(2);
  await expect(appHeading(page)).toBeVisible();
});

test("the page's LCP, INP and CLS arrive with its page id, once the visitor leaves", async ({ page, sandbox }) => {
  await sandbox.set('site-config', monitored());
  const reporterLoaded = page.waitForResponse((response) => response.url().includes('/start-monitoring-'));
  await page.goto('/markets?utm_source=mail');
  await expect(appHeading(page)).toBeVisible();
  await reporterLoaded;
  await misbehave(page);
  // The browser hands over a slow tap's timing when it next has time: leave, and come back to tap again until it has.
  await expect(async () => {
    await hide(page);
    const names = new Set((await ofType(sandbox, 'vital')).map((report) => report.name));
    if (!names.has('INP')) {
      await showAs(page, 'visible');
      await page.locator('body').click({ position: { x: 5, y: 5 } });
    }
    expect([...names].sort()).toEqual(['CLS', 'INP', 'LCP']);
  }).toPass({ timeout: 20_000 });
  for (const vital of await ofType(sandbox, 'vital')) {
    expect(vital).toEqual({
      type: 'vital',
      page: 'markets',
      name: vital.name,
      value: expect.any(Number),
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
  }
  const inp = (await ofType(sandbox, 'vital')).find((report) => report.name === 'INP')!;
  expect(inp.value).toBeGreaterThanOrEqual(100);
});

test('without a monitoring section nothing is sent and the reporter is never loaded', async ({ page, sandbox }) => {
  await page.clock.install();
  const requests = watchRequests(page);
  const sent = await countRequests(page, '/monitoring/');
  await page.goto('/markets');
  await expect(appHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await misbehave(page);
  await hide(page);
  // However long the page then stays, on its own clock.
  await page.clock.runFor(30_000);
  await settle(page);
  expect(await sent()).toBe(0);
  expect(requests).toEqual([]);
  expect(await reports(sandbox)).toEqual([]);
});
