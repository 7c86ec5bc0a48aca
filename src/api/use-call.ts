/** Runs a call when a component mounts (and when its inputs change), with its loading and error states. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from './call.ts';

export type CallState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError };

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

const stateOf = <T,>(result: ApiResult<T>): CallState<T> => (result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error });

/**
 * `ready`: an answer already in hand for the first inputs (a call start-up made early); the first
 * render shows it, and the call is not made again until the inputs change or `reload` is asked.
 */
export function useCall<T>(run: () => Promise<ApiResult<T>>, inputs: readonly unknown[], ready?: ApiResult<T> | null): CallState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ inputs: readonly unknown[]; state: CallState<T> } | null>(() => (ready ? { inputs: [...inputs, 0], state: stateOf(ready) } : null));
  const answeredAlready = useRef(!!ready);
  const current = [...inputs, attempt];

  useEffect(() => {
    if (answeredAlready.current) {
      answeredAlready.current = false;
      return;
    }
    let live = true;
    const these = [...inputs, attempt];
    run().then((result) => {
      if (live) setSettled({ inputs: these, state: stateOf(result) });
    });
    return () => {
      live = false;
    };
    // The caller names the inputs the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, current);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // An answer for other inputs (or an earlier attempt) is stale: show loading until the new one comes.
  const state: CallState<T> = settled && sameInputs(settled.inputs, current) ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
