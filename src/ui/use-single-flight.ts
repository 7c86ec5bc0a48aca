/**
 * Runs an async action at most once at a time: a trigger while the first run is pending (a double
 * click, a held Enter, even in the same tick, before React has re-rendered the button as busy)
 * does nothing. `pending` is for the button. For a form, call `event.preventDefault()` before
 * `run()`, so an ignored submit does not fall back to the browser's own.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R> | R) {
  // A ref, not state: two triggers in one tick both see the same state, but not the same ref.
  const running = useRef(false);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [pending, setPending] = useState(false);

  /** The action's result, or undefined when a run was already pending. */
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}
