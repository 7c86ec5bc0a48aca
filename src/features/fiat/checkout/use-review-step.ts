/**
 * A server-described form's submit that opens the review instead of sending: the form waits while
 * the customer reviews, and gets back a refusal naming one of its fields, so that it lands there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerFormRefusal } from '../../../ui/ServerForm.tsx';

export function useReviewStep<T>() {
  const [reviewing, setReviewing] = useState<T | null>(null);
  const waiting = useRef<((refusal: ServerFormRefusal | void) => void) | null>(null);

  const open = useCallback((what: T) => {
    setReviewing(what);
    return new Promise<ServerFormRefusal | void>((resolve) => {
      waiting.current = resolve;
    });
  }, []);

  /** Leaves the review; a refusal goes back to the form. */
  const close = useCallback((refusal?: ServerFormRefusal) => {
    setReviewing(null);
    waiting.current?.(refusal);
    waiting.current = null;
  }, []);

  useEffect(() => () => waiting.current?.(), []);
  return { reviewing, open, close };
}
