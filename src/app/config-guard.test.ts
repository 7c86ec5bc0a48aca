// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { setLogSink, type LogEntry } from '../lib/log.ts';
import type { ConfigProblem } from '../config/check-site-config.ts';
import { configGuard } from './config-guard.ts';

const shipped = readFileSync('site-config/site.json', 'utf8');
const withoutFeatures = JSON.stringify({ ...JSON.parse(shipped), features: undefined });

function logged(): LogEntry[] {
  const entries: LogEntry[] = [];
  setLogSink((entry) => entries.push(entry));
  return entries;
}

afterEach(() => setLogSink(null));

describe('configGuard', () => {
  it("shows the full check's problems when start-up fails on a broken file, and logs nothing", async () => {
    const entries = logged();
    const shown: ConfigProblem[][] = [];
    const guard = configGuard(
      Promise.resolve({ ok: true, text: withoutFeatures }),
      (failed) => void shown.push(failed.problems),
    );
    await guard.failed(new TypeError("Cannot read properties of undefined (reading 'apiManagement')"));
    expect(shown).toEqual([[{ path: 'features', message: 'is missing: expected an object { ... }' }]]);
    expect(entries).toEqual([]);
  });

  it('logs the failure of a file that passes, and shows nothing', async () => {
    const entries = logged();
    const show = vi.fn();
    const guard = configGuard(Promise.resolve({ ok: true, text: shipped }), show);
    const error = new Error('a bug of the app');
    await guard.failed(error);
    expect(show).not.toHaveBeenCalled();
    expect(entries).toEqual([{ level: 'error', message: 'The app failed to start', detail: error }]);
  });

  it('checks once, however many failures and idle checks ask', async () => {
    const checkText = vi.fn(async () => ({ ok: false as const, problems: [{ path: 'home', message: 'is missing' }] }));
    const show = vi.fn();
    const guard = configGuard(Promise.resolve({ ok: true, text: '{}' }), show, checkText);
    await Promise.all([guard.failed(new Error('one')), guard.check(), guard.failed(new Error('two'))]);
    expect(checkText).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("shows a failing file's warnings beside its problems", async () => {
    const show = vi.fn();
    const warnings = [{ path: 'brand.social[0].url', message: "is the shipped brand's" }];
    const checkText = vi.fn(async () => ({
      ok: false as const,
      problems: [{ path: 'home', message: 'is missing' }],
      warnings,
    }));
    await configGuard(Promise.resolve({ ok: true, text: '{}' }), show, checkText).check();
    expect(show).toHaveBeenCalledWith({ ok: false, problems: [{ path: 'home', message: 'is missing' }], warnings });
  });

  it('shows why a file that could not be loaded fails, without checking it', async () => {
    const checkText = vi.fn();
    const show = vi.fn();
    const problems = [{ path: '(file)', message: '/site.json could not be loaded (HTTP 404)' }];
    await configGuard(Promise.resolve({ ok: false, problems }), show, checkText).check();
    expect(show).toHaveBeenCalledWith({ ok: false, problems });
    expect(checkText).not.toHaveBeenCalled();
  });

  it('checks on the first error or rejection that nothing caught', async () => {
    const target = new EventTarget();
    const checkText = vi.fn(async () => ({ ok: false as const, problems: [{ path: 'routes', message: 'x' }] }));
    const show = vi.fn();
    configGuard(Promise.resolve({ ok: true, text: '{}' }), show, checkText).watch(target as Window);
    target.dispatchEvent(new Event('unhandledrejection'));
    target.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(checkText).toHaveBeenCalledTimes(1);
  });

  it('logs a check that itself failed and leaves the app as it is', async () => {
    const entries = logged();
    const show = vi.fn();
    const guard = configGuard(Promise.resolve({ ok: true, text: '{}' }), show, () =>
      Promise.reject(new Error('no worker')),
    );
    expect(await guard.check()).toBe(true);
    expect(show).not.toHaveBeenCalled();
    expect(entries.map((e) => e.message)).toEqual(['The site-config could not be checked']);
  });
});
