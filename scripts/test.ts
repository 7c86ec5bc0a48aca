/**
 * `npm test`: every check, in the order that fails fastest. Each step prints its name and time;
 * the first failing step stops the run with its exit code. Steps grouped in a list run at the same
 * time (checks that each keep one core busy, on a machine with two), their output printed as each ends.
 * At the end (also after a failure) it prints each step's time and each runner's ten slowest files.
 * Benchmarks are not steps: they are `npm run bench:*` (docs/budgets.md says when to run them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureNginx } from './ensure-nginx.ts';
import { reportsDir, suiteReport, type StepTime } from './suite-report.ts';

interface Step {
  name: string;
  command: string[];
  before?: () => void;
}

const steps: (Step | Step[])[] = [
  { name: 'generated files are fresh', command: ['npm', 'run', '--silent', 'generate:check'] },
  [
    { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  { name: 'OpenAPI lint', command: ['npm', 'run', '--silent', 'lint:openapi'] },
  { name: 'API reference builds', command: ['npm', 'run', '--silent', 'docs:api'] },
  // The sandbox server's TLS test makes its certificate with openssl.
  { name: 'unit and component tests', command: ['npm', 'run', '--silent', 'test:unit'], before: ensureNginx },
  { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'bundle size budgets', command: ['npm', 'run', '--silent', 'size'] },
  {
    name: 'browser tests (Chromium)',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    // The production test serves the build through Debian's nginx, over TLS too.
    before: () => {
      ensureChromium();
      ensureNginx();
    },
  },
];

const only = process.argv.slice(2);
const chosen = (step: Step) => only.length === 0 || only.some((word) => step.name.includes(word));
const secondsSince = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);
const started = Date.now();
const times: StepTime[] = [];

function timed(step: Step, t0: number): void {
  times.push({ name: step.name, seconds: (Date.now() - t0) / 1000 });
}

function printReport(): void {
  console.log(suiteReport(times, (Date.now() - started) / 1000).join('\n'));
}

function failed(step: Step, t0: number, status: number | null): never {
  timed(step, t0);
  console.error(`\n✖ ${step.name} failed after ${secondsSince(t0)}s`);
  printReport();
  process.exit(status ?? 1);
}

function runAlone(step: Step): void {
  step.before?.();
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) failed(step, t0, result.status);
  timed(step, t0);
  console.log(`✔ ${step.name} (${secondsSince(t0)}s)`);
}

/** Runs steps at the same time; each one's output is printed, whole, when it ends. */
async function runTogether(group: Step[]): Promise<void> {
  group.forEach((step) => step.before?.());
  console.log(`\n▶ ${group.map((step) => step.name).join(' and ')}, at the same time`);
  const outcomes = group.map((step) => {
    const t0 = Date.now();
    const child = spawn(step.command[0], step.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    return new Promise<{ step: Step; t0: number; status: number | null }>((resolve) =>
      child.on('close', (status) => {
        process.stdout.write(Buffer.concat(output));
        if (status === 0) {
          timed(step, t0);
          console.log(`✔ ${step.name} (${secondsSince(t0)}s)`);
        }
        resolve({ step, t0, status });
      }),
    );
  });
  for (const { step, t0, status } of await Promise.all(outcomes)) if (status !== 0) failed(step, t0, status);
}

// A report left by an earlier run is never printed as this run's.
rmSync(reportsDir, { recursive: true, force: true });
for (const entry of steps) {
  const group = (Array.isArray(entry) ? entry : [entry]).filter(chosen);
  if (group.length === 1) runAlone(group[0]!);
  else if (group.length > 1) await runTogether(group);
}
printReport();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
