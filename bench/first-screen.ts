/**
 * `npm run bench:first-screen` (after `npm run build`): loads the home page in Chromium as a
 * 390 px phone with its network and CPU slowed down (Chromium's own emulation), several times in
 * each of three conditions: slow 4G with the sandbox's inline promotion pictures, slow 4G with
 * 80 KB promotion pictures served apart (the `banner-picture` knob), and a fast network. Each
 * condition is measured twice: the page as the page renderer sends it (src/server), and the app's
 * shell (RENDER=0: the page rendered in the browser, as every page was before the renderer and as
 * it is while the renderer is down). Prints, for each, the median time from navigation to the
 * largest paint, to the page's first heading on screen, and to the app taking clicks (the page's
 * `data-starting` mark gone: the takeover of a rendered page, the first render of the shell's).
 * For information: it has no budget, and the figures move with the machine's load. Options:
 * --runs N (default 5); --url PATH to load another page a customer lands on (with the Lighthouse
 * bench's site.json, news on; on a slow and a fast network); --http1 to serve plain HTTP/1.1
 * rather than HTTPS and HTTP/2 (as nginx serves the app in production, a page's files share one
 * connection; over HTTP/1.1 they queue for six); BENCH_PORT (default 4332); BENCH_DIST (default
 * dist) to measure another build.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath, ensureChromium } from '../scripts/ensure-chromium.ts';
import { makeLocalCertificate } from '../scripts/local-certificate.ts';
import { benchSiteConfig } from '../scripts/entry-pages.ts';
import { startSandboxServer } from './sandbox-server.ts';
import { writeLatestFigures } from './latest-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 4332);
const distDir = process.env.BENCH_DIST ?? 'dist';
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const urlAt = process.argv.indexOf('--url');
const path = urlAt > 0 ? process.argv[urlAt + 1]! : '/';
const http2 = !process.argv.includes('--http1');

const networks = {
  slow4g: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  fast: { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 },
};
const homeConditions = [
  { label: 'slow 4G, inline promotion pictures', network: networks.slow4g, pictureKb: 0 },
  { label: 'slow 4G, 80 KB promotion pictures', network: networks.slow4g, pictureKb: 80 },
  { label: 'fast network, inline pictures', network: networks.fast, pictureKb: 0 },
];
/** Away from home the promotion pictures are not shown: the network alone. */
const pageConditions = [
  { label: 'slow 4G', network: networks.slow4g, pictureKb: 0 },
  { label: 'fast network', network: networks.fast, pictureKb: 0 },
];
const conditions = path === '/' ? homeConditions : pageConditions;

interface FirstScreen {
  largestPaintAt: number;
  headingAt: number;
  takesClicksAt: number;
}

/** Runs in the page from its first script: notes the largest paint, when a heading first shows and when the app takes clicks. */
function instrument() {
  const bench = { largestPaintAt: 0, headingAt: 0, takesClicksAt: 0 };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.largestPaintAt = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let starting = false;
  new MutationObserver(() => {
    if (bench.headingAt === 0 && document.querySelector('h1')) bench.headingAt = performance.now();
    const marked = document.documentElement && 'starting' in document.documentElement.dataset;
    if (marked) starting = true;
    else if (starting && bench.takesClicksAt === 0) bench.takesClicksAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-starting'] });
}

async function load(browser: Browser, origin: string, network: (typeof networks)['slow4g']): Promise<FirstScreen> {
  // A phone's user agent: the renderer lays a page out from it on a first visit (src/server/renderer.ts).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: devices['Pixel 7'].userAgent,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await devtools.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // tsx names the functions it compiles with a helper (__name) the page lacks: give it one.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(instrument);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !('starting' in document.documentElement.dataset), null, { timeout: 60_000 });
    // The largest paint is reported after it is presented: give the page a moment to say so.
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { __bench: FirstScreen }).__bench);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

ensureChromium();
if (!existsSync(`${distDir}/index.html`)) {
  console.error(`No built app in ${distDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const root = resolve(import.meta.dirname, '..');
// Away from home, the Lighthouse bench's site.json (news on), with the brand folder it names.
const scratch = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
const siteConfig = join(scratch, 'site.json');
writeFileSync(siteConfig, JSON.stringify(benchSiteConfig(root)));
cpSync(join(root, 'site-config/brand'), join(scratch, 'brand'), { recursive: true });
const env = path === '/' ? {} : { SITE_CONFIG: siteConfig };
const certificate = http2 ? makeLocalCertificate(scratch) : undefined;
const modes = [
  { label: 'rendered', env, rendered: true },
  { label: 'shell', env: { ...env, RENDER: '0' }, rendered: false },
];
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const what = path === '/' ? 'The home page' : path;
const served = http2 ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
console.log(`${what} of ${distDir}/ (${served}) as a 390 px phone, 4x CPU slowdown, ${runs} load(s) each; medians\n`);
const startLoad = loadavg()[0];
const table = [
  `${'condition'.padEnd(50)} ${'largest paint'.padStart(14)} ${'heading'.padStart(10)} ${'takes clicks'.padStart(13)}`,
];
console.log(table[0]);
let failed = false;
for (const mode of modes) {
  const { origin, knob, stop } = await startSandboxServer(port, distDir, { ...mode, certificate });
  try {
    for (const condition of conditions) {
      await knob('banner-picture', { kb: condition.pictureKb });
      const figures: FirstScreen[] = [];
      for (let run = 0; run < runs; run++) figures.push(await load(browser, origin, condition.network));
      const of = (pick: (f: FirstScreen) => number) => seconds(median(figures.map(pick)));
      table.push(
        `${`${condition.label}, ${mode.label}`.padEnd(50)} ${of((f) => f.largestPaintAt).padStart(14)} ${of((f) => f.headingAt).padStart(10)} ${of((f) => f.takesClicksAt).padStart(13)}`,
      );
      console.log(table.at(-1));
    }
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    // The next mode's server takes the same port once this one has let it go.
    await stop();
  }
  if (failed) break;
}
await browser.close();
rmSync(scratch, { recursive: true, force: true });
if (!failed && distDir === 'dist')
  writeLatestFigures(
    `First screen on a phone (\`npm run bench:first-screen\`), ${path}`,
    `${served}, ${runs} load(s) each; medians\n${table.join('\n')}`,
    startLoad,
  );
process.exit(failed ? 1 : 0);
