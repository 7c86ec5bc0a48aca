import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as LandingShown from './landing-shown.ts';
import type * as CallsInFlight from '../api/calls-in-flight.ts';

// Each test starts from fresh module state: start-up holds the landing once per page load.
let shown: typeof LandingShown;
let calls: typeof CallsInFlight;

beforeEach(async () => {
  vi.resetModules();
  calls = await import('../api/calls-in-flight.ts');
  shown = await import('./landing-shown.ts');
});

afterEach(() => vi.useRealTimers());

/** The site-config's full check, passed. */
const passes = () => Promise.resolve(true);

/** A call on its way until `answer` is called. */
function callOnItsWay() {
  let answer!: () => void;
  calls.trackCall(new Promise<void>((resolve) => (answer = resolve)));
  return () => answer();
}

// Where the browser has no idle callback (jsdom), idle comes 200 ms after it is asked for: the tests move the
// clock on past it instead of waiting.
const nextFrames = () => vi.advanceTimersByTimeAsync(500);
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the landing page comes first', () => {
  it('runs a task at once (once the browser is idle) when start-up holds nothing back', async () => {
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('holds a task until the landing page is drawn with every answer it asked for, and the browser is idle', async () => {
    shown.holdUntilLandingShown(passes);
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    const answerRecord = callOnItsWay();
    await nextFrames();
    expect(task).not.toHaveBeenCalled();

    void shown.landingDrawn();
    await nextFrames();
    expect(task).not.toHaveBeenCalled();

    // The record's answer draws a picture that asks for its bytes: the landing waits for those too.
    const answerPicture = callOnItsWay();
    answerRecord();
    await nextFrames();
    expect(task).not.toHaveBeenCalled();

    answerPicture();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('counts a failed call as settled', async () => {
    shown.holdUntilLandingShown(passes);
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    calls.trackCall(Promise.reject(new Error('offline'))).catch(() => undefined);
    void shown.landingDrawn();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    expect(calls.callsOnTheirWay().size).toBe(0);
  });

  it('lets the task run after the longest wait when the page is never drawn or its calls never end', async () => {
    vi.useFakeTimers();
    shown.holdUntilLandingShown(passes);
    callOnItsWay();
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    await vi.advanceTimersByTimeAsync(2900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task when the site-config fails its full check (its problems replace the app)', async () => {
    shown.holdUntilLandingShown(() => Promise.resolve(false));
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    void shown.landingDrawn();
    await nextFrames();
    await nextFrames();
    expect(task).not.toHaveBeenCalled();
  });

  it('never runs a task cancelled before the landing was shown', async () => {
    shown.holdUntilLandingShown(passes);
    const task = vi.fn();
    const cancel = shown.whenLandingShownAndIdle(task);
    cancel();
    void shown.landingDrawn();
    await nextFrames();
    await nextFrames();
    expect(task).not.toHaveBeenCalled();
  });

  it("checks the site-config, and runs the task, only once the parts' code the page marked coming is in", async () => {
    document.documentElement.dataset.partsComing = '';
    const check = vi.fn(passes);
    shown.holdUntilLandingShown(check);
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    void shown.landingDrawn();
    await nextFrames();
    expect(check).not.toHaveBeenCalled();
    delete document.documentElement.dataset.partsComing;
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    expect(check).toHaveBeenCalledOnce();
  });

  it("waits 3 s at most for the parts' code", async () => {
    vi.useFakeTimers();
    document.documentElement.dataset.partsComing = '';
    shown.holdUntilLandingShown(passes);
    const task = vi.fn();
    shown.whenLandingShownAndIdle(task);
    void shown.landingDrawn();
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledOnce();
    delete document.documentElement.dataset.partsComing;
  });
});
