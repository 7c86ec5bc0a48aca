/**
 * What `npm test` prints at its end: each step's time, and the slowest test files of each runner, read from
 * the JSON reports vitest and Playwright write into `test-reports/`, so the suite's growth shows when it happens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const reportsDir = 'test-reports';
export const vitestReport = `${reportsDir}/vitest.json`;
export const playwrightReport = `${reportsDir}/e2e.json`;

export interface FileTime {
  file: string;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Each test file's wall time in a vitest JSON report. */
export function vitestFileTimes(report: VitestReport, root = process.cwd()): FileTime[] {
  return report.testResults.map((result) => ({
    file: relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each spec file's time in a Playwright JSON report: the sum of its tests' runs, retries included. */
export function playwrightFileTimes(report: { suites: PlaywrightSuite[] }): FileTime[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(suite.file, (totals.get(suite.file) ?? 0) + result.duration);
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return [...totals].map(([file, ms]) => ({ file: `tests/e2e/${file}`, seconds: ms / 1000 }));
}

export function slowest(times: FileTime[], count = 10): FileTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export interface StepTime {
  name: string;
  seconds: number;
}

const row = (seconds: number, label: string) => `  ${seconds.toFixed(1).padStart(7)} s  ${label}`;

/** The report's lines: the steps' times, then the ten slowest files of each runner whose report exists. */
export function suiteReport(steps: StepTime[], total: number): string[] {
  const lines = ['', 'Time per step:', ...steps.map((step) => row(step.seconds, step.name)), row(total, 'in all')];
  const runners: [string, string, (json: never) => FileTime[]][] = [
    ['unit and component tests', vitestReport, vitestFileTimes],
    ['browser tests', playwrightReport, playwrightFileTimes],
  ];
  for (const [name, path, read] of runners) {
    if (!existsSync(path)) continue;
    const times = read(JSON.parse(readFileSync(path, 'utf8')) as never);
    lines.push('', `Ten slowest files of the ${name}:`, ...slowest(times).map((t) => row(t.seconds, t.file)));
  }
  return lines;
}
