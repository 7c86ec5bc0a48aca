// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { whenIdle, type IdleClock } from './when-idle.ts';

const timers = () => ({ setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() });

describe('whenIdle', () => {
  it('asks for an idle callback with a deadline, and cancels it', () => {
    const clock: IdleClock = { ...timers(), requestIdleCallback: vi.fn(() => 3), cancelIdleCallback: vi.fn() };
    const task = vi.fn();
    const cancel = whenIdle(task, { timeoutMs: 1500 }, clock);
    expect(clock.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1500 });
    expect(clock.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(clock.cancelIdleCallback).toHaveBeenCalledWith(3);
  });

  it('waits a short time where the browser has no idle callback, and cancels that', () => {
    const clock: IdleClock = timers();
    const task = vi.fn();
    const cancel = whenIdle(task, { fallbackMs: 150 }, clock);
    expect(clock.setTimeout).toHaveBeenCalledWith(task, 150);
    cancel();
    expect(clock.clearTimeout).toHaveBeenCalledWith(7);
  });
});
