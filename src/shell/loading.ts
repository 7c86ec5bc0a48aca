/** The app's loading flag: while any piece of work holds it, a full-page spinner shows. */
import { useSyncExternalStore } from 'react';

let holders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Holds the flag until the work settles. */
export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  holders++;
  notify();
  try {
    return await work;
  } finally {
    holders--;
    notify();
  }
}

export const useLoading = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => holders > 0,
    () => false,
  );
