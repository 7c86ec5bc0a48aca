/**
 * `npm run test:quick`: the edit loop's check, in about a minute. The type check, lint and format of the
 * changed files, and the unit tests that import them (`vitest related`), side by side. "Changed" is what
 * differs from HEAD, untracked files included (`--base REV` to compare with another commit). `npm test`
 * stays the one full check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const baseAt = process.argv.indexOf('--base');
const base = baseAt >= 0 ? process.argv[baseAt + 1]! : 'HEAD';

const git = (...args: string[]) =>
  spawnSync('git', args, { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line !== '');

const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
]
  .filter((file) => existsSync(file))
  .sort();
const code = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const formatted = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs|css|json|md|html|yaml|yml)$/.test(file));

interface Check {
  name: string;
  command: string[];
}

const checks: Check[] = [{ name: 'type check', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] }];
if (code.length > 0) {
  checks.push({
    name: `lint of ${code.length} changed files`,
    command: ['npx', 'eslint', '--max-warnings', '0', ...code],
  });
  checks.push({
    name: 'unit tests that import them',
    command: ['npx', 'vitest', 'related', '--run', '--passWithNoTests', '--reporter', 'dot', ...code],
  });
}
if (formatted.length > 0)
  checks.push({
    name: 'format',
    command: ['npx', 'prettier', '--check', '--log-level', 'warn', '--ignore-unknown', ...formatted],
  });

console.log(
  changed.length === 0
    ? `Nothing differs from ${base}: the type check alone.`
    : `${changed.length} files differ from ${base}.`,
);
const started = Date.now();
const outcomes = await Promise.all(
  checks.map(
    (check) =>
      new Promise<{ check: Check; status: number | null; output: string; seconds: number }>((done) => {
        const t0 = Date.now();
        const child = spawn(check.command[0]!, check.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        child.on('close', (status) => done({ check, status, output, seconds: (Date.now() - t0) / 1000 }));
      }),
  ),
);
for (const { check, status, output, seconds } of outcomes) {
  if (status !== 0) process.stdout.write(output);
  console.log(`${status === 0 ? '✔' : '✖'} ${check.name} (${seconds.toFixed(1)}s)`);
}
const failed = outcomes.some(({ status }) => status !== 0);
console.log(`\n${failed ? 'Failed' : 'Passed'} in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
process.exit(failed ? 1 : 0);
