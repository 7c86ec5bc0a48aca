/**
 * Runs a task once the browser is idle (requestIdleCallback), or after `timeoutMs` at the latest;
 * where there is no idle callback (Safari) it waits `fallbackMs`. Returns a cancel function.
 */
export interface IdleClock {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function whenIdle(
  task: () => void,
  { timeoutMs = 2000, fallbackMs = 200 } = {},
  clock: IdleClock = window,
): () => void {
  const { requestIdleCallback, cancelIdleCallback } = clock;
  if (requestIdleCallback && cancelIdleCallback) {
    const handle = requestIdleCallback.call(clock, task, { timeout: timeoutMs });
    return () => cancelIdleCallback.call(clock, handle);
  }
  const { setTimeout, clearTimeout } = clock;
  const handle = setTimeout.call(clock, task, fallbackMs);
  return () => clearTimeout.call(clock, handle);
}

/** Runs a task once the page has loaded (the load event) and then the browser is idle. */
export function whenLoadedAndIdle(task: () => void): void {
  const start = () => void whenIdle(task);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
