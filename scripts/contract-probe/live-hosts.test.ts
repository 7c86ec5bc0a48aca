/**
 * The probe against hosts in processes of their own: the sandbox server through the command line
 * (every safe operation answered as documented, the token never printed), and Stoplight Prism, a
 * mock server no one here wrote, serving the three documents' examples.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root, run, stop, waitUntilAnswering } from '../../tests/e2e/processes.ts';
import { safeOperations } from './operations.ts';
import { counts } from './report.ts';
import { runProbe, type ProbeReport } from './run.ts';

const started: ChildProcess[] = [];
afterAll(() => Promise.all(started.map(stop)));

async function serve(command: string, args: string[], env: Record<string, string>, ready: string) {
  const server = run(command, args, env);
  started.push(server.child);
  await waitUntilAnswering(ready, server.child, server.output);
}

const hostIds = ['base', 'futures', 'maintenance'] as const;

describe('the contract probe against live hosts', () => {
  it('reports every safe operation of the sandbox server as documented, and never prints the token', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    await serve(
      process.execPath,
      ['--import', 'tsx', 'sandbox/serve.ts'],
      { PORT: String(port), DIST_DIR: '.probe-no-app' },
      `${origin}/__sandbox/calls`,
    );
    const signIn = await fetch(`${origin}/sandbox/base/api/idcm/customer/Customer/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Account: 'demo@example.com', Password: 'Demo1234!' }),
    });
    const token = ((await signIn.json()) as { Data: { Token: string } }).Data.Token;
    expect(token.length).toBeGreaterThan(8);

    const hostArgs = hostIds.flatMap((host) => [`--${host}`, `${origin}/sandbox/${host}`]);
    // A token may start with a dash (one in 64 of the sandbox's do), which only --token=<token> reads as a value.
    const cli = ['--import', 'tsx', 'scripts/contract-probe.ts', ...hostArgs, `--token=${token}`, '--rate', '1000'];
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...cli, '--json'], { cwd: root });
    const report = JSON.parse(stdout) as ProbeReport;
    expect(report.outcomes.filter((o) => o.status !== 'documented')).toEqual([]);
    expect(new Set(report.outcomes.map((o) => o.operationId))).toEqual(
      new Set(safeOperations().map((op) => op.operationId)),
    );
    expect(counts(report).documented).toBe(132);
    expect(stdout + stderr).not.toContain(token);
    const violations = await fetch(`${origin}/__sandbox/violations`).then((r) => r.json());
    expect(violations).toEqual([]);
  }, 90_000);

  it('reports every safe operation of Stoplight Prism serving the documents as documented', async () => {
    const prism = resolve(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
    const hosts = Object.fromEntries(await Promise.all(hostIds.map(async (host) => [host, await freePort()] as const)));
    await Promise.all(
      hostIds.map((host) =>
        serve(
          process.execPath,
          [prism, 'mock', '--host', '127.0.0.1', '--port', String(hosts[host]), `schema/openapi/${host}.yaml`],
          {},
          `http://127.0.0.1:${hosts[host]}/`,
        ),
      ),
    );
    const report = await runProbe({
      hosts: Object.fromEntries(hostIds.map((host) => [host, `http://127.0.0.1:${hosts[host]}`])),
      token: 'any-token',
      rate: 1000,
      timeLimitMs: 60_000,
      callTimeoutMs: 10_000,
    });
    expect(report.outcomes.filter((o) => o.status !== 'documented')).toEqual([]);
    expect(counts(report).documented).toBe(132);
  }, 90_000);
});
