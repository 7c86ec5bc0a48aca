/** Runs a call when a component mounts (and when its inputs change), with its loading and error states. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, ApiResult } from './call.ts';

export type CallState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError };

export function useCall<T>(run: () => Promise<ApiResult<T>>, inputs: readonly unknown[]): CallState<T> & { reload: () => void } {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    run().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error });
    });
    return () => {
      live = false;
    };
    // The caller names the inputs the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...inputs, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
