/**
 * `npm test`: every check, in the order that fails fastest. Each step prints its name and time;
 * the first failing step stops the run with its exit code.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureNginx } from './ensure-nginx.ts';

interface Step {
  name: string;
  command: string[];
  before?: () => void;
}

const steps: Step[] = [
  { name: 'generated files are fresh', command: ['npm', 'run', '--silent', 'generate:check'] },
  { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
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
  {
    // One run per entry page (about 3 minutes on a quiet machine); `npm run bench:lighthouse` takes medians of 3.
    name: 'Lighthouse figures of every entry page (reported)',
    command: ['npm', 'run', '--silent', 'bench:lighthouse', '--', '--report', '--runs', '1'],
    before: ensureChromium,
  },
];

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  step.before?.();
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
