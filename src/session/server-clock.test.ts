import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../sandbox/core/clock.ts';
import { sandbox } from '../../tests/setup/dom.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { serverNow, serverOffsetMs, startServerClock, syncServerClock } from './server-clock.ts';

const tenMinutes = 10 * 60_000;

afterEach(() => vi.useRealTimers());

describe('the server clock', () => {
  it('counts from the server when the device clock is 10 minutes behind', async () => {
    startApp();
    // The sandbox's clock runs 10 minutes ahead of this device's.
    advanceClock(tenMinutes);
    expect(await syncServerClock()).toBe(true);
    expect(Math.abs(serverOffsetMs() - tenMinutes)).toBeLessThan(1_000);
    expect(Math.abs(serverNow() - (Date.now() + tenMinutes))).toBeLessThan(1_000);
  });

  it('counts from the server when the device clock is 10 minutes ahead', async () => {
    startApp();
    advanceClock(-tenMinutes);
    await syncServerClock();
    expect(Math.abs(serverOffsetMs() + tenMinutes)).toBeLessThan(1_000);
  });

  it('keeps the last offset when the server cannot be asked', async () => {
    startApp();
    advanceClock(tenMinutes);
    await syncServerClock();
    sandbox.knobs.forcedCodes.set('securityGetServerDate', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    expect(await syncServerClock()).toBe(false);
    expect(Math.abs(serverOffsetMs() - tenMinutes)).toBeLessThan(1_000);
  });

  it('asks again when the tab wakes after a long sleep', async () => {
    startApp();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    startServerClock();
    await vi.waitFor(() => expect(sandbox.calls.get('securityGetServerDate')).toBe(1));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    now += 5 * 60_000;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(sandbox.calls.get('securityGetServerDate')).toBe(2));
    vi.restoreAllMocks();
  });
});
