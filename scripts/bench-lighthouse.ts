/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse with its mobile defaults
 * (simulated slow 4G, 4x CPU slowdown, a phone's screen) on every page a customer lands on
 * (scripts/entry-pages.ts), served with the sandbox on port 4320 and the bench's own site.json (the
 * shipped one with the switches those pages need). Three signed-in pages are measured as the demo
 * customer, signed in by the bench through the sandbox. Prints one table, each figure the median of
 * the runs (performance and accessibility scores, LCP, TBT, CLS, and beside them the machine's CPU
 * index and the KB that arrived before the largest paint); exits 1 when a page is over budget
 * (docs/budgets.md). Lighthouse 12 is the newest major that runs on Node 20; it drives Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium; installed with apt-get when missing, as the
 * other benches do) and reaches nothing but localhost.
 * It serves the app as production does, over HTTPS with HTTP/2, with a certificate made for the
 * run by openssl (installed with apt-get when missing, as root). Options: --runs N (default 3),
 * --url PATH (one page, with each run's figures), --report (print, never fail), --http1 (plain
 * HTTP/1.1 instead, for comparison), --traces (each run's trace too). Reports go to bench-results/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askLocal, certificateEnv, makeLocalCertificate } from './local-certificate.ts';
import { benchSiteConfig, entryPages, type EntryPage } from './entry-pages.ts';
import { startSignedInChromium } from './signed-in-chromium.ts';
import { chromiumFlags, chromiumPath, ensureChromium } from './ensure-chromium.ts';
import { writeLatestFigures } from '../bench/latest-figures.ts';
import { figuresOf, medianOf, type Figures, type LighthouseReport } from './lighthouse-figures.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 4320;
/**
 * Each figure's median over the runs is held to its budget (docs/budgets.md). A public page comes
 * rendered by the page renderer; a signed-in page is the app's shell, rendered in the browser.
 */
const publicBudgets = { performance: 100, accessibility: 100, lcpMs: 1200, tbtMs: 100, cls: 0 };
const signedInBudgets = { performance: 0, accessibility: 100, lcpMs: 2000, tbtMs: 100, cls: 0 };
const budgetsOf = (page: EntryPage) => (page.signedIn ? signedInBudgets : publicBudgets);
const http2 = !process.argv.includes('--http1');
/** Flags Lighthouse's own launcher adds, for the Chromium the bench starts for a signed-in page. */
const launcherFlags = [
  '--disable-extensions',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--mute-audio',
];
const chromeFlags = ['--headless=new', ...chromiumFlags, ...(http2 ? ['--ignore-certificate-errors'] : [])];

/** GETs a URL of the bench's own server (over HTTPS, trusting its certificate); resolves with the status. */
async function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<number> {
  return (await askLocal(url, { method, headers })).status;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** Whether something already listens on the bench's port (the runs would measure it instead). */
function portTaken(): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, 'localhost');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

/**
 * Asks once for every built file, compressed as Chrome asks for them: the server reads each
 * file's precompressed copy on its first request and keeps it, as nginx would serve it every time.
 * The sandbox compiles its contract checks first (/__sandbox/compile-contract): a check compiled on
 * a call's first use would hold every file served meanwhile, which no production host does.
 */
async function warmUp(origin: string): Promise<void> {
  if ((await get(`${origin}/__sandbox/compile-contract`, {}, 'POST')) !== 200)
    throw new Error('The sandbox did not compile its contract checks');
  const built = readdirSync(resolve(root, 'dist/assets')).filter((file) => !/\.(br|gz)$/.test(file));
  const files = ['/', ...built.map((file) => `/assets/${file}`)];
  for (const file of files) await get(`${origin}${file}`, { 'accept-encoding': 'br, gzip' });
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped (exit ${server.exitCode}): is there a build in dist/ (npm run build)?`);
    try {
      if ((await get(url)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

function runLighthouse(url: string, outputPath: string, port?: number): Figures {
  const result = spawnSync(
    process.execPath,
    [
      resolve(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--no-enable-error-reporting',
      '--only-categories=performance,accessibility',
      // The figures do not use the full-page screenshot; taking one of a long page costs seconds.
      '--disable-full-page-screenshot',
      // --traces: each run's trace and DevTools log beside its report, to see what a figure is made of.
      ...(process.argv.includes('--traces') ? ['--save-assets'] : []),
      '--output=json',
      `--output-path=${outputPath}`,
      ...(port === undefined
        ? [`--chrome-flags=${chromeFlags.join(' ')}`]
        : [`--port=${port}`, '--hostname=127.0.0.1']),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: chromiumPath },
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse exited with ${result.status ?? result.signal}`);
  return figuresOf(JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport);
}

/** One Lighthouse run of a page; a signed-in page in a Chromium the bench started with the demo customer's session. */
async function measure(origin: string, page: EntryPage, outputPath: string): Promise<Figures> {
  if (!page.signedIn) return runLighthouse(`${origin}${page.path}`, outputPath);
  const browser = await startSignedInChromium(chromiumPath, [...chromeFlags, ...launcherFlags], origin);
  try {
    return runLighthouse(`${origin}${page.path}`, outputPath, browser.port);
  } finally {
    await browser.close();
  }
}

const pageColumn = 30;
const line = (label: string, f: Figures) =>
  `${label.padEnd(pageColumn)} ${String(f.performance).padStart(11)} ${String(f.accessibility).padStart(13)} ${`${(f.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(f.tbtMs)} ms`.padStart(8)} ${f.cls.toFixed(3).padStart(6)} ${String(Math.round(f.cpuIndex)).padStart(9)} ${f.kbBeforeLcp.toFixed(0).padStart(13)}`;

function overBudget(f: Figures, budgets: typeof publicBudgets): string[] {
  return [
    ...(f.performance < budgets.performance ? [`performance ${f.performance} < ${budgets.performance}`] : []),
    ...(f.accessibility < budgets.accessibility
      ? [
          `accessibility ${f.accessibility} < ${budgets.accessibility}`,
          ...f.failedA11y.map((a) => `  failed audit ${a}`),
        ]
      : []),
    ...(f.lcpMs > budgets.lcpMs ? [`LCP ${Math.round(f.lcpMs)} ms > ${budgets.lcpMs} ms`] : []),
    ...(f.tbtMs > budgets.tbtMs ? [`TBT ${Math.round(f.tbtMs)} ms > ${budgets.tbtMs} ms`] : []),
    ...(f.cls > budgets.cls ? [`CLS ${f.cls.toFixed(3)} > ${budgets.cls}`] : []),
  ];
}

const slug = (path: string) => path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';

async function main() {
  const onePage = option('url', '');
  const pages: EntryPage[] = onePage
    ? [entryPages.find((page) => page.path === onePage) ?? { path: onePage }]
    : entryPages;
  const runs = Number(option('runs', '3'));
  const origin = `${http2 ? 'https' : 'http'}://localhost:${port}`;
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    console.error('No built app in dist/: run `npm run build` first.');
    process.exit(1);
  }
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  if (await portTaken()) {
    console.error(`Port ${port} is taken: stop what listens there (another bench or server), then run again.`);
    process.exit(1);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // The page renderer in the server calls the sandbox on the same origin: it trusts the certificate too.
  const tls = http2 ? certificateEnv(makeLocalCertificate(scratch)) : {};
  const siteConfig = join(scratch, 'site.json');
  writeFileSync(siteConfig, JSON.stringify(benchSiteConfig(root)));
  // The brand folder goes with the site.json it serves (the shipped logo).
  cpSync(join(root, 'site-config/brand'), join(scratch, 'brand'), { recursive: true });
  // Its own process group, so that stopping it also stops the node that tsx starts under npx.
  const server = spawn('npx', ['tsx', 'sandbox/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_CONFIG: siteConfig, ...tls },
    stdio: 'ignore',
    detached: true,
  });
  const stopServer = () => {
    rmSync(scratch, { recursive: true, force: true });
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', stopServer);
  const reportOnly = process.argv.includes('--report');
  const startLoad = loadavg()[0];
  console.log(
    `Lighthouse (mobile defaults) on ${origin} (${http2 ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}), load average ${startLoad.toFixed(1)} at the start, ${runs === 1 ? 'one run per page (figures of that run)' : `medians of ${runs} runs per page`}; reports in bench-results/\n`,
  );
  const table = [
    `${'page'.padEnd(pageColumn)} performance accessibility      LCP      TBT    CLS CPU index KB before LCP`,
  ];
  console.log(table[0]);
  const failures: string[] = [];
  try {
    await waitForServer(`${origin}/`, server);
    // Public pages come rendered once the page renderer has loaded (sandbox/serve.ts).
    await waitForServer(`${origin}/__render/health`, server);
    await warmUp(origin);
    for (const page of pages) {
      const results: Figures[] = [];
      for (let run = 1; run <= runs; run++)
        results.push(
          await measure(origin, page, resolve(root, `bench-results/lighthouse-${slug(page.path)}-${run}.json`)),
        );
      const median = medianOf(results);
      const label = `${page.path}${page.signedIn ? ' *' : ''}`;
      table.push(line(label, median));
      console.log(table.at(-1));
      if (runs > 1 && onePage) results.forEach((f, i) => console.log(line(`  run ${i + 1}`, f)));
      failures.push(...overBudget(median, budgetsOf(page)).map((failure) => `${page.path}: ${failure}`));
    }
  } finally {
    stopServer();
  }
  if (pages.some((page) => page.signedIn)) console.log('* signed in as the demo customer');
  if (!onePage && http2)
    writeLatestFigures(
      'Lighthouse (`npm run bench:lighthouse`)',
      `Mobile defaults, HTTPS with HTTP/2, medians of ${runs} run(s); * signed in as the demo customer\n${table.join('\n')}`,
      startLoad,
    );
  console.log(
    "CPU index: Lighthouse's benchmark of the machine during the runs; its 4x slowdown stands for its reference phone at about 1,500, and a lower index makes TBT longer.\nKB before LCP: the requests that had finished when the largest paint came; Lighthouse's simulation sends them one after another over HTTP/2, about 30 KB per 150 ms round trip, before that paint.",
  );
  const budgetText = `public pages: performance >= ${publicBudgets.performance}, LCP <= ${publicBudgets.lcpMs} ms; signed-in pages: LCP <= ${signedInBudgets.lcpMs} ms; every page: accessibility = ${publicBudgets.accessibility}, TBT <= ${publicBudgets.tbtMs} ms, CLS = ${publicBudgets.cls}`;
  if (failures.length > 0) {
    // --report (npm test): the figures are printed for the record; a load-dependent score does not fail the run.
    console.error(
      `\n${reportOnly ? 'OVER BUDGET (reported, not failing)' : 'FAIL'} (budgets: ${budgetText}):\n${failures.join('\n')}`,
    );
    process.exit(reportOnly ? 0 : 1);
  }
  console.log(`\nPASS: ${budgetText}, on every page`);
}

ensureChromium();
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
