/** Servers the browser tests start as child processes: run, wait until they answer, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
  { withinMs = 20_000, ok = false } = {},
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (exit ${child.exitCode}):\n${output()}`);
    if (
      await fetch(url).then(
        (answer) => !ok || answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within ${withinMs / 1000} s:\n${output()}`);
}

export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    // A server still holding a browser's connection open gets a moment, then is ended.
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The build the browser tests run against. */
export const builtApp = process.env.E2E_DIST ?? 'dist';

/**
 * The built app with the sandbox on one origin, as `npm run serve` runs it, on `port`: by default
 * the suite's build with site-config/site.json; `dist` and `siteConfig` serve another build and
 * site.json (its brand folder beside it at /brand/), `render: false` every page as the app's shell.
 */
export async function startAppServer(
  port: number,
  { dist = builtApp, siteConfig, render = true }: { dist?: string; siteConfig?: string; render?: boolean } = {},
): Promise<ChildProcess> {
  const { child, output } = run(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    PORT: String(port),
    DIST_DIR: dist,
    ...(siteConfig ? { SITE_CONFIG: siteConfig } : {}),
    ...(render ? {} : { RENDER: '0' }),
  });
  await waitUntilAnswering(`http://localhost:${port}/`, child, output);
  // Public pages come rendered once the page renderer has loaded (sandbox/serve.ts).
  if (render)
    await waitUntilAnswering(`http://localhost:${port}/__render/health`, child, output, { withinMs: 30_000, ok: true });
  return child;
}

/** A copy of site-config/site.json in a folder of its own, with its brand folder beside it, as on a server. */
export function copySiteConfig(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.json');
  copyFileSync(join(root, 'site-config/site.json'), file);
  cpSync(join(root, 'site-config/brand'), join(file, '../brand'), { recursive: true });
  return file;
}

/** The operators' studio (`npm run studio -- <file>`) on a port of its own, previewing the suite's build. */
export async function startStudio(file: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const { child, output } = run(process.execPath, ['--import', 'tsx', 'studio/serve.ts', file], {
    STUDIO_PORT: String(port),
    DIST_DIR: builtApp,
  });
  const url = `http://localhost:${port}/__studio/`;
  // The studio builds its page as it starts: up to a minute on a busy machine.
  await waitUntilAnswering(url, child, output, { withinMs: 50_000, ok: true }).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return { child, url };
}
