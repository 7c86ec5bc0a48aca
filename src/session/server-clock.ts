/**
 * The server's clock. Countdowns (quotes, payment windows, sale phases, code resends) never trust
 * the device's: the offset to the server is read from Security/GetServerDate at start-up, and again
 * when the tab wakes after a long sleep or the device clock jumps.
 */
import { useSyncExternalStore } from 'react';
import { securityGetServerDate } from '../../generated/operations/securityGetServerDate.ts';
import { callOperation } from '../api/operation.ts';

/** A tab hidden this long, or a device clock that moved this far against the monotonic one, asks the server again. */
const sleepMs = 60_000;
const jumpMs = 5_000;
const watchEveryMs = 30_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** Now, by the server's clock (epoch ms). */
export const serverNow = (): number => Date.now() + offsetMs;

/** How far the device clock is behind (positive) or ahead of (negative) the server's. */
export const serverOffsetMs = (): number => offsetMs;

/** Reads the server's time once; half the round trip is taken as the answer's age. */
export async function syncServerClock(): Promise<boolean> {
  const sent = Date.now();
  const result = await callOperation(securityGetServerDate);
  const received = Date.now();
  const server = result.ok ? Date.parse(result.data) : Number.NaN;
  if (Number.isNaN(server)) return false;
  offsetMs = Math.round(server + (received - sent) / 2 - received);
  listeners.forEach((listener) => listener());
  return true;
}

let stopWatching: (() => void) | null = null;

/** Syncs now, then again when the tab wakes from a long sleep or the device clock jumps. */
export function startServerClock(): void {
  stopWatching?.();
  void syncServerClock();
  let hiddenAt = document.visibilityState === 'hidden' ? performance.now() : null;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = performance.now();
    else if (hiddenAt !== null && performance.now() - hiddenAt > sleepMs) void syncServerClock();
    if (document.visibilityState !== 'hidden') hiddenAt = null;
  };
  let wall = Date.now();
  let steady = performance.now();
  const watch = setInterval(() => {
    const drift = Date.now() - wall - (performance.now() - steady);
    wall = Date.now();
    steady = performance.now();
    if (Math.abs(drift) > jumpMs) void syncServerClock();
  }, watchEveryMs);
  document.addEventListener('visibilitychange', onVisibility);
  stopWatching = () => {
    clearInterval(watch);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The server clock for a component; it renders again when the offset is corrected. */
export function useServerNow(): () => number {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverOffsetMs,
    serverOffsetMs,
  );
  return serverNow;
}
