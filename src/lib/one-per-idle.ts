/**
 * Runs queued tasks once the page has loaded, one per idle moment of the browser, in the order
 * they were queued: content below the first screen is then made while the visitor reads, piece by
 * piece, without a long task and without anything on the way to the first screen.
 */
import { whenIdle } from './when-idle.ts';

const waiting: (() => void)[] = [];
let running = false;

function runNext(): void {
  const task = waiting.shift();
  if (!task) {
    running = false;
    return;
  }
  task();
  whenIdle(runNext);
}

function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** Queues `task`; returns a function that takes it out of the queue if it has not run yet. */
export function onePerIdle(task: () => void): () => void {
  waiting.push(task);
  if (!running) {
    running = true;
    afterLoad(() => whenIdle(runNext));
  }
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
  };
}
