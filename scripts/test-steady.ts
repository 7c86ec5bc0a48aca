/**
 * `npm run test:steady`: the whole browser suite, several times in a row, while other processes keep the
 * CPU busy, as CI's machine may be. Each run allows the one retry `npm test` allows, and prints every test
 * that needed it: the suite is steady when no run fails and none needs a retry. Needs a build.
 * Options: --runs N (3), --load N (busy processes beside the suite: 2, one per core), --workers N (2).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { playwrightReport } from './suite-report.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = option('runs', 3);
const load = option('load', 2);
const workers = option('workers', 2);

interface Outcome {
  title: string;
  status: string;
}

interface Suite {
  file: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: Suite[];
}

/** Every test of the last run with its outcome: expected, flaky (passed on its retry) or unexpected. */
export function outcomesOf(report: { suites: Suite[] }): Outcome[] {
  const outcomes: Outcome[] = [];
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) outcomes.push({ title: `${suite.file} › ${spec.title}`, status: test.status });
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return outcomes;
}

function burnCores(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const burners = burnCores(load);
  const stopBurning = () => burners.forEach((burner) => burner.kill('SIGKILL'));
  process.on('exit', stopBurning);
  let steady = true;
  console.log(`${runs} runs of the browser suite, ${workers} workers, ${load} busy processes beside it.`);
  for (let run = 1; run <= runs; run++) {
    const t0 = Date.now();
    const result = spawnSync('npx', ['playwright', 'test', '--workers', String(workers)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_WORKERS: String(workers) },
    });
    const outcomes = outcomesOf(JSON.parse(readFileSync(playwrightReport, 'utf8')) as { suites: Suite[] });
    const retried = outcomes.filter((o) => o.status === 'flaky');
    const failed = outcomes.filter((o) => o.status === 'unexpected');
    const seconds = ((Date.now() - t0) / 1000).toFixed(0);
    console.log(
      `\nRun ${run}: ${outcomes.length} tests, ${failed.length} failed, ${retried.length} needed a retry, ${seconds}s`,
    );
    for (const o of failed) console.log(`  failed: ${o.title}`);
    for (const o of retried) console.log(`  needed a retry: ${o.title}`);
    if (result.status !== 0 || failed.length > 0 || retried.length > 0) steady = false;
  }
  stopBurning();
  console.log(steady ? `\nSteady: ${runs} runs in a row, no failure, no retry.` : '\nNot steady (above).');
  process.exit(steady ? 0 : 1);
}
