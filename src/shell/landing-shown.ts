/**
 * The page a visitor lands on comes first. What start-up can do later (the maintenance check, the
 * server clock, the page descriptions, the chat and analytics providers, the footer, the host of
 * dialogs and toasts, the phone menu's panel, the site-config's full check) waits until that page
 * is drawn with the answers it asked for: no call on its way once the browser is idle. It
 * waits `capMs` at most, for a page whose calls never end or that could not be drawn.
 *
 * Until start-up holds it (`holdUntilLandingShown`), the landing counts as shown: a component
 * rendered on its own, in a test, does what it does at once.
 */
import { useSyncExternalStore } from 'react';
import { callsOnTheirWay } from '../api/calls-in-flight.ts';
import { onePerIdle } from '../lib/one-per-idle.ts';
import { whenIdle } from '../lib/when-idle.ts';

let shown = true;
const listeners = new Set<() => void>();

function show(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
}

const idle = () => new Promise<void>((resume) => void whenIdle(resume));

/** Called by start-up before its first render. */
export function holdUntilLandingShown(capMs = 3000): void {
  shown = false;
  setTimeout(show, capMs);
}

/**
 * Called by the routed page once it is drawn: the first one drawn is the landing. A drawn page
 * asks for more as its answers arrive and are drawn (a story, then its picture; the coin list, then
 * the balances), so the landing is shown once the browser, idle, finds no call on its way: drawing
 * an answer keeps it busy, and idle comes after the frame that shows it.
 */
export async function landingDrawn(): Promise<void> {
  const calls = callsOnTheirWay();
  for (await idle(); !shown && calls.size > 0; await idle()) await Promise.allSettled(calls);
  show();
}

/**
 * Runs the task once the landing is shown, in an idle moment of the browser of its own (queued
 * behind the others, so that they do not make one long task together); returns a cancel function.
 */
export function whenLandingShownAndIdle(task: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    listeners.delete(start);
    cancel = onePerIdle(task);
  };
  if (shown) start();
  else listeners.add(start);
  return () => {
    listeners.delete(start);
    cancel();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the landing is shown (true from then on), for a part drawn only once it is. */
export function useLandingShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}
