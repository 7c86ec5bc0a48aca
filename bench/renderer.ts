/**
 * `npm run bench:renderer` (after `npm run build`): the page renderer's answer time. Starts the
 * sandbox (the API the renderer calls) with RENDER=0 and the renderer alone (dist-server/main.js,
 * no cache), then asks for public pages BENCH_REQUESTS times (400), BENCH_CONCURRENCY at once (20),
 * and prints the median, p95 and slowest answer time per page and in all. Each answer must be a
 * rendered page (200, `data-rendered`); exits 1 otherwise.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { startSandboxServer } from './sandbox-server.ts';
import { writeLatestFigures } from './latest-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 4340);
const rendererPort = port + 1;
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const pages = ['/', '/markets', '/help', '/notice/list', '/notice/detail?keyWords=1008', '/about', '/user/login'];

const startLoad = loadavg()[0];
const sandbox = await startSandboxServer(port, '.bench-no-app');
const renderer = spawn(process.execPath, [resolve('dist-server/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(rendererPort),
    API_ORIGIN: sandbox.origin,
    CACHE_SECONDS: '0',
  },
  stdio: 'inherit',
});
const rendererOrigin = `http://127.0.0.1:${rendererPort}`;

async function ready(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await fetch(`${rendererOrigin}/__render/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error('The renderer did not start');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

try {
  await ready();
  // One request per page first: what a process does once (loading a part off the disk) is not timed.
  for (const page of pages) await (await fetch(`${rendererOrigin}${page}`)).text();
  const times = new Map<string, number[]>(pages.map((page) => [page, []]));
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const page = pages[next++ % pages.length]!;
      const started = performance.now();
      const answer = await fetch(`${rendererOrigin}${page}`);
      const html = await answer.text();
      times.get(page)!.push(performance.now() - started);
      if (answer.status !== 200 || !html.includes('data-rendered')) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const row = (what: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `${what.padEnd(32)}${String(sorted.length).padStart(6)}${percentile(sorted, 0.5).toFixed(0).padStart(10)}${percentile(sorted, 0.95).toFixed(0).padStart(10)}${sorted.at(-1)!.toFixed(0).padStart(10)}`;
  };
  const table = [
    `${requests} requests, ${concurrency} at once, cache off (ms)`,
    `${'page'.padEnd(32)}${'count'.padStart(6)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`,
    ...[...times].map(([page, list]) => row(page, list)),
    row('all', [...times.values()].flat()),
  ].join('\n');
  console.log(table);
  if (failed === 0) writeLatestFigures('Page renderer (`npm run bench:renderer`)', table, startLoad);
  if (failed > 0) {
    console.error(`${failed} answer(s) were not a rendered page`);
    process.exitCode = 1;
  }
} finally {
  renderer.kill('SIGTERM');
  sandbox.stop();
}
