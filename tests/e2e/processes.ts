/** Servers the browser tests start as child processes: run, wait until they answer, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

/** The built app with the sandbox on one origin, as `npm run serve` runs it, on `port`. */
export async function startAppServer(port: number): Promise<ChildProcess> {
  const { child, output } = run(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    PORT: String(port),
    DIST_DIR: process.env.E2E_DIST ?? 'dist',
  });
  await waitUntilAnswering(`http://localhost:${port}/`, child, output);
  // Public pages come rendered once the page renderer has loaded (sandbox/serve.ts).
  await waitUntilAnswering(`http://localhost:${port}/__render/health`, child, output, { withinMs: 30_000, ok: true });
  return child;
}
