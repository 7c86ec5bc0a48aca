/**
 * A server-described form's submit that waits while the money-action kit reviews and sends: the
 * form gets back the refusal naming one of its fields, so that it lands there, or nothing.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ServerFormRefusal } from '../../../ui/ServerForm.tsx';

export function useServerFormAnswer() {
  const waiting = useRef<((refusal: ServerFormRefusal | void) => void) | null>(null);

  /** What the form's submit returns: resolved by `answer`. */
  const wait = useCallback(
    () =>
      new Promise<ServerFormRefusal | void>((resolve) => {
        waiting.current?.();
        waiting.current = resolve;
      }),
    [],
  );

  /** The review ended: a refusal goes back to the form. */
  const answer = useCallback((refusal?: ServerFormRefusal) => {
    waiting.current?.(refusal);
    waiting.current = null;
  }, []);

  useEffect(() => () => waiting.current?.(), []);
  return { wait, answer };
}
