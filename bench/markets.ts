/**
 * `npm run bench:markets` (after `npm run build`): serves dist/ with the sandbox listing 5,000
 * extra spot markets against USDT, opens /markets in Chromium (1280 x 800) and scrolls the list to
 * its end. Prints the rows in the page (the most at any moment), the time from navigation to the
 * first row and from the list's data arriving to its first row, and the longest task while
 * scrolling; exits 1 when one is over budget (100 rows, 50 ms, 50 ms). Long tasks depend on the
 * machine's load: run it on a quiet machine. Options: BENCH_PORT (default 4331), BENCH_MARKETS.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath, ensureChromium } from '../scripts/ensure-chromium.ts';
import { startSandboxServer } from './sandbox-server.ts';
import { keepPrinted } from './latest-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 4331);
const origin = `http://localhost:${port}`;
const extra = Number(process.env.BENCH_MARKETS ?? 5000);
const budgets = { rows: 100, dataToRowMs: 50, longestTaskMs: 50 };

interface PageFigures {
  firstRowAt: number;
  dataAt: number;
  maxRows: number;
  totalRows: string | null;
  longestTaskMs: number;
  longTasks: number;
  lastRow: number;
}

/** Runs in the page from its first script: notes the first row, the long tasks and the most rows at once. */
function instrument() {
  const bench = { firstRowAt: 0, maxRows: 0, tasks: [] as { start: number; duration: number }[] };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rows = () => document.querySelectorAll('.market-list [role="rowheader"]').length;
  new MutationObserver(() => {
    const now = rows();
    if (now > 0 && bench.firstRowAt === 0) bench.firstRowAt = performance.now();
    bench.maxRows = Math.max(bench.maxRows, now);
  }).observe(document, { childList: true, subtree: true });
}

/** One screen down, then the frame after it: how far the window is and whether it moved. */
function scrollOneScreen(): Promise<{ y: number; now: number }> {
  window.scrollBy(0, window.innerHeight);
  return new Promise((done) => requestAnimationFrame(() => done({ y: window.scrollY, now: performance.now() })));
}

/** The last row in the page (its number in the list) and the page's clock. */
function lastRowShown(): { lastRow: number; now: number } {
  const indexes = [...document.querySelectorAll('.market-list [role="row"][aria-rowindex]')].map((row) =>
    Number(row.getAttribute('aria-rowindex')),
  );
  return { lastRow: Math.max(0, ...indexes) - 1, now: performance.now() };
}

/**
 * Scrolls the window to the end of the list a screen at a time, one step per frame, then lets the
 * rows on screen settle. A machine too busy to get there in two minutes stops, and says how far it got.
 */
async function scrollToEnd(page: Page): Promise<{ start: number; end: number; lastRow: number }> {
  const start = await page.evaluate(() => performance.now());
  const deadline = Date.now() + 120_000;
  let still = 0;
  let y = -1;
  while (still < 5 && Date.now() < deadline) {
    const step = await page.evaluate(scrollOneScreen);
    still = step.y === y ? still + 1 : 0;
    y = step.y;
  }
  await page.waitForTimeout(1500);
  const { lastRow, now } = await page.evaluate(lastRowShown);
  return { start, end: now, lastRow };
}

async function measure(): Promise<PageFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx names the functions it compiles with a helper (__name) the page lacks: give it one.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(instrument);
    await page.goto(`${origin}/markets`);
    await page.locator('.market-list [role="rowheader"]').first().waitFor({ timeout: 30_000 });
    const totalRows = await page
      .locator('.market-list [role="table"], .market-list[role="table"]')
      .first()
      .getAttribute('aria-rowcount');
    const loaded = await page.evaluate(() => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => /GetMarketTrends|GetTradeVarieties/.test(e.name)) as PerformanceResourceTiming[];
      const first = (name: string) => Math.min(...calls.filter((e) => e.name.includes(name)).map((e) => e.responseEnd));
      return { dataAt: Math.max(first('GetMarketTrends'), first('GetTradeVarieties')) };
    });
    const scrolled = await scrollToEnd(page);
    const figures = await page.evaluate(({ start, end, lastRow }) => {
      const bench = (
        window as unknown as {
          __bench: { firstRowAt: number; maxRows: number; tasks: { start: number; duration: number }[] };
        }
      ).__bench;
      const during = bench.tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
      return {
        firstRowAt: bench.firstRowAt,
        maxRows: bench.maxRows,
        longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
        longTasks: during.length,
        lastRow,
      };
    }, scrolled);
    return { ...figures, ...loaded, totalRows };
  } finally {
    await browser.close();
  }
}

ensureChromium();
if (!existsSync('dist/index.html')) {
  console.error('No built app in dist/: run `npm run build` first.');
  process.exit(1);
}
const printed = keepPrinted('The market list at scale (`npm run bench:markets`)');
const { knob, stop } = await startSandboxServer(port, 'dist');
try {
  await knob('markets', { extra, quoteCoins: ['USDT'] });
  const f = await measure();
  const dataToRow = f.firstRowAt - f.dataAt;
  console.log(
    `/markets with ${extra} extra markets against USDT (${f.totalRows ? Number(f.totalRows) - 1 : '?'} rows in the list), 1280 x 800`,
  );
  console.log(`rows in the page (most at once):      ${f.maxRows} (budget ${budgets.rows})`);
  console.log(`navigation to the first row:          ${f.firstRowAt.toFixed(0)} ms`);
  console.log(`data arrived to the first row:        ${dataToRow.toFixed(0)} ms (budget ${budgets.dataToRowMs} ms)`);
  const total = f.totalRows ? Number(f.totalRows) - 1 : 0;
  console.log(
    `longest task scrolling to row ${f.lastRow} of ${total}: ${f.longestTaskMs.toFixed(0)} ms, ${f.longTasks} task(s) over 50 ms (budget ${budgets.longestTaskMs} ms)`,
  );
  const ok =
    f.maxRows <= budgets.rows &&
    dataToRow <= budgets.dataToRowMs &&
    f.longestTaskMs <= budgets.longestTaskMs &&
    f.lastRow === total;
  console.log(ok ? 'PASS' : 'FAIL');
  stop();
  printed.write();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
