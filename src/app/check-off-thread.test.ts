// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkSiteConfigOffThread } from './check-off-thread.ts';

const shipped = readFileSync('site-config/site.json', 'utf8');
const broken = JSON.stringify({ ...JSON.parse(shipped), brand: { name: '' } });

/** A worker that answers as `behave` says: with a result, or by failing to start its script. */
function fakeWorker(behave: 'answer' | 'fail', answer: unknown = { ok: true, config: {} }) {
  const made: { terminated: boolean }[] = [];
  class FakeWorker extends EventTarget {
    record = { terminated: false };
    constructor() {
      super();
      made.push(this.record);
    }
    postMessage() {
      setTimeout(() =>
        this.dispatchEvent(
          behave === 'answer'
            ? Object.assign(new Event('message'), { data: answer })
            : new Event('error', { cancelable: true }),
        ),
      );
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('checkSiteConfigOffThread', () => {
  it("gives the worker's answer, and ends the worker", async () => {
    const made = fakeWorker('answer', { ok: false, problems: [{ path: 'brand.name', message: 'from the worker' }] });
    expect(await checkSiteConfigOffThread(broken)).toEqual({
      ok: false,
      problems: [{ path: 'brand.name', message: 'from the worker' }],
    });
    expect(made).toEqual([{ terminated: true }]);
  });

  it('checks on the main thread when the worker cannot start, with the same answer', async () => {
    const made = fakeWorker('fail');
    const check = await checkSiteConfigOffThread(broken);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems.map((p) => p.path)).toContain('brand.name');
    expect(made).toEqual([{ terminated: true }]);
  });

  it('checks on the main thread where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await checkSiteConfigOffThread(shipped)).toMatchObject({ ok: true });
  });
});
