/**
 * False on a component's first renders, true once the browser has been idle after it mounted:
 * content below the first screen (later home sections, the footer) waits for it, so what the
 * visitor sees first gets the network and the main thread first.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
