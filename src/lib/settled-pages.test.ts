// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { settledPages } from './settled-pages.ts';
import type { IdleClock } from './when-idle.ts';

/** An idle clock whose callbacks run when the test says the browser is idle. */
function manualClock() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const clock: IdleClock = {
    requestIdleCallback: (callback) => (pending.set(next, callback), next++),
    cancelIdleCallback: (handle) => void pending.delete(handle),
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
  const idle = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    callbacks.forEach((callback) => callback());
  };
  return { clock, idle };
}

describe('settledPages', () => {
  it('reports each page once the browser idles after it', () => {
    const { clock, idle } = manualClock();
    const report = vi.fn();
    const pageChanged = settledPages(report, clock);
    pageChanged('/');
    expect(report).not.toHaveBeenCalled();
    idle();
    pageChanged('/about');
    idle();
    expect(report.mock.calls).toEqual([['/'], ['/about']]);
  });

  it('reports only where an immediate redirect lands', () => {
    const { clock, idle } = manualClock();
    const report = vi.fn();
    const pageChanged = settledPages(report, clock);
    pageChanged('/account/userInfo');
    pageChanged('/user/login');
    idle();
    expect(report.mock.calls).toEqual([['/user/login']]);
  });

  it('never reports the same path twice in a row', () => {
    const { clock, idle } = manualClock();
    const report = vi.fn();
    const pageChanged = settledPages(report, clock);
    pageChanged('/about');
    idle();
    pageChanged('/about');
    idle();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
