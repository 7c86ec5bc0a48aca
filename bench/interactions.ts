/**
 * `npm run bench:interactions` (after `npm run build`): how soon the app paints its answer to a
 * customer's input, measured as INP counts it (the Event Timing API's duration: from the input to
 * the next paint after its handlers) in Chromium at 4x CPU slowdown, signed in as the demo customer,
 * with 5,000 extra spot markets against USDT. On /markets: switching to the 5,021-market tab and
 * back, typing a search (each key, and the longest task while the list then filters), sorting a
 * column and starring a row (budget 100 ms each); typing an amount on /assets/withdraw and on the
 * flash exchange (each key, budget 50 ms). Prints each figure, the median of the runs; exits 1
 * when one is over budget. Options: --runs N (default 3); BENCH_PORT (default 4333), BENCH_MARKETS.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath, ensureChromium } from '../scripts/ensure-chromium.ts';
import { benchSiteConfig } from '../scripts/entry-pages.ts';
import { signInAs } from '../tests/e2e/session.ts';
import { startSandboxServer } from './sandbox-server.ts';
import {
  drawnAfter,
  eventTimingOf,
  instrumentEventTiming,
  longestTaskSince,
  settle,
  type Drawn,
} from './event-timing.ts';
import { keepPrinted } from './latest-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 4333);
const origin = `http://localhost:${port}`;
const extra = Number(process.env.BENCH_MARKETS ?? 5000);
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const slowdown = 4;

interface Figure {
  label: string;
  /** The slowest interaction of the step (the slowest key of a typed text), in ms. */
  ms: number;
  budgetMs: number;
  /** What a figure of 0 means: no interaction reported (under 16 ms), or no long task (none over 50 ms). */
  none?: string;
  /** For information: from the input to the new list drawn in full (rows drawn in React's own time). */
  drawnMs?: number;
}

/** Types a text a key at a time, as a quick typist does, and answers each key's duration. */
async function typeKeys(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<number> {
  await field.click();
  await settle(page);
  const typed = await page.evaluate(() => performance.now());
  for (const key of text) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await settle(page);
  return Math.max(0, ...(await eventTimingOf(page, typed)));
}

/** One interaction: the slowest Event Timing duration of what `act` did, once `answered` holds. */
async function timed(page: Page, act: () => Promise<void>, answered: () => Promise<unknown>): Promise<number> {
  return (await timedDrawing(page, act, answered)).ms;
}

/** As `timed`, and when `drawn` is given, how long until the new list was drawn in full. */
async function timedDrawing(
  page: Page,
  act: () => Promise<void>,
  answered: () => Promise<unknown>,
  drawn?: Drawn,
): Promise<{ ms: number; drawnMs?: number }> {
  const since = await page.evaluate(() => performance.now());
  await act();
  const drawnMs = drawn ? await drawnAfter(page, since, drawn) : undefined;
  await answered();
  await settle(page);
  return { ms: Math.max(0, ...(await eventTimingOf(page, since))), drawnMs };
}

async function slowDown(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

async function marketsFigures(page: Page): Promise<Figure[]> {
  await page.goto('/markets?tab=BTC');
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
  const rows = page.getByRole('tabpanel').getByRole('rowheader');
  /** The rows of the list (its aria-rowcount, the heading row included), not only those in the page. */
  const listed = async () =>
    Number(await page.locator('.market-list [aria-rowcount]').first().getAttribute('aria-rowcount'));
  await rows.first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2000);
  await slowDown(page);
  const toUsdt = await timedDrawing(
    page,
    () => tab('USDT').click(),
    () =>
      page
        .getByRole('tabpanel')
        .getByRole('rowheader', { name: /^BTC\/USDT\b/ })
        .waitFor(),
    { firstRow: 'BTC/USDT' },
  );
  await page.waitForTimeout(1000);
  const toBtc = await timedDrawing(
    page,
    () => tab('BTC').click(),
    () =>
      page
        .getByRole('tabpanel')
        .getByRole('rowheader', { name: /^ETH\/BTC\b/ })
        .waitFor(),
    { firstRow: 'ETH/BTC' },
  );
  await tab('USDT').click();
  await page
    .getByRole('tabpanel')
    .getByRole('rowheader', { name: /^BTC\/USDT\b/ })
    .waitFor();
  await page.waitForTimeout(1000);

  const search = page.getByRole('searchbox', { name: 'Search markets' });
  const keys = await typeKeys(page, search, 'sol');
  const paused = await page.evaluate(() => performance.now());
  await page
    .getByRole('tabpanel')
    .getByRole('rowheader', { name: /^SOL\/USDT\b/ })
    .waitFor();
  await expect.poll(listed, { timeout: 30_000 }).toBeLessThan(50);
  await settle(page);
  const filtering = await longestTaskSince(page, paused);
  await page.keyboard.press('Escape');
  await expect.poll(listed, { timeout: 30_000 }).toBeGreaterThan(extra);
  await page.waitForTimeout(1000);

  const sortButton = page.getByRole('columnheader', { name: /24h change/ }).getByRole('button');
  const sort = await timedDrawing(
    page,
    () => sortButton.click(),
    () =>
      expect
        .poll(() => page.getByRole('columnheader', { name: /24h change/ }).getAttribute('aria-sort'))
        .toMatch(/ascending|descending/),
    { selector: '[role=columnheader][aria-sort=ascending], [role=columnheader][aria-sort=descending]' },
  );
  await page.waitForTimeout(1000);

  const star = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Favourite / })
    .first();
  const wasOn = await star.getAttribute('aria-pressed');
  const starring = await timed(
    page,
    () => star.click(),
    () => expect.poll(() => star.getAttribute('aria-pressed')).not.toBe(wasOn),
  );
  return [
    { label: `/markets: switching to the USDT tab (${extra + 21} markets)`, ...toUsdt, budgetMs: 100 },
    { label: '/markets: switching to the BTC tab', ...toBtc, budgetMs: 100 },
    { label: '/markets: typing a search, slowest key', ms: keys, budgetMs: 100 },
    { label: '/markets: longest task as the list filters', ms: filtering, budgetMs: 100, none: 'none over 50 ms' },
    { label: '/markets: sorting by 24h change', ...sort, budgetMs: 100 },
    { label: '/markets: starring a row', ms: starring, budgetMs: 100 },
  ];
}

async function amountFigure(page: Page, path: string, field: string, label: string): Promise<Figure> {
  await page.goto(path);
  const amount = page.getByLabel(field, { exact: true });
  await amount.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2000);
  await slowDown(page);
  return { label, ms: await typeKeys(page, amount, '1234.56'), budgetMs: 50 };
}

async function onePass(browser: Browser): Promise<Figure[]> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // tsx names the functions it compiles with a helper (__name) the page lacks: give it one.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(instrumentEventTiming);
    await signInAs(page);
    return [
      ...(await marketsFigures(page)),
      await amountFigure(
        page,
        '/assets/withdraw?coin=USDT',
        'Amount',
        '/assets/withdraw: typing an amount, slowest key',
      ),
      await amountFigure(
        page,
        '/flashPair?from=USDT&to=BTC',
        'Amount to convert',
        '/flashPair: typing an amount, slowest key',
      ),
    ];
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const shown = (ms: number, none = 'under 16 ms') => (ms === 0 ? none : `${Math.round(ms)} ms`);

ensureChromium();
if (!existsSync('dist/index.html')) {
  console.error('No built app in dist/: run `npm run build` first.');
  process.exit(1);
}
const printed = keepPrinted('Answering input (`npm run bench:interactions`)');
const { knob, stop } = await startSandboxServer(port, 'dist');
try {
  const config = benchSiteConfig(resolve(import.meta.dirname, '..')) as { features: Record<string, boolean> };
  await knob('site-config', { config: { ...config, features: { ...config.features, flashPair: true } } });
  await knob('markets', { extra, quoteCoins: ['USDT'] });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const passes: Figure[][] = [];
  try {
    for (let run = 0; run < runs; run++) passes.push(await onePass(browser));
  } finally {
    await browser.close();
  }
  console.log(
    `Interactions at ${slowdown}x CPU slowdown, signed in, ${extra} extra markets against USDT; Event Timing duration (as INP counts it), median of ${runs} run(s) (the runs in brackets)\n`,
  );
  let ok = true;
  passes[0].forEach((figure, i) => {
    const each = passes.map((pass) => pass[i].ms);
    const ms = median(each);
    const over = ms > figure.budgetMs;
    ok &&= !over;
    console.log(
      `${figure.label.padEnd(52)} ${shown(ms, figure.none).padStart(15)} (${each.map((v) => Math.round(v)).join(', ')}) budget ${figure.budgetMs} ms${over ? '  OVER' : ''}`,
    );
    if (figure.drawnMs !== undefined) {
      const drawn = passes.map((pass) => pass[i].drawnMs ?? 0);
      console.log(
        `${'   the new list drawn in full after'.padEnd(52)} ${`${Math.round(median(drawn))} ms`.padStart(15)} (${drawn.map((v) => Math.round(v)).join(', ')}) for information`,
      );
    }
  });
  console.log(ok ? '\nPASS' : '\nFAIL');
  stop();
  printed.write();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
