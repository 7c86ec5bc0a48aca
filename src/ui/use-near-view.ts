/**
 * Whether content below the first screen should be made now: once its place has come near the
 * screen (within `margin` of it), once the visitor moves through the page with the keyboard (Tab
 * could otherwise jump past content not made yet), or, at the latest, once the page has loaded and
 * the browser is idle (one piece per idle moment), so a screen reader finds the whole page without
 * scrolling. Costly content (a QR code, the later home sections, the footer) is then never made
 * while the page starts. Stays true once it has been; true at once where the browser cannot tell
 * (false on the server).
 */
import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';
import { onePerIdle } from '../lib/one-per-idle.ts';

export function useNearView<T extends Element>(margin = '300px'): [ref: RefCallback<T>, near: boolean] {
  // A page rendered on the server keeps the place, as the browser's first render then does.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined');
  // Made in React's own time: several pieces coming near together are made one by one.
  const show = useCallback(() => startTransition(() => setNear(true)), []);

  useEffect(() => {
    if (near) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [near, show]);
  useEffect(() => (near ? undefined : onePerIdle(show)), [near, show]);

  // The watch ends when the element leaves the page or the ref changes (React calls what it returns).
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watch.disconnect();
          show();
        },
        { rootMargin: margin },
      );
      watch.observe(element);
      return () => watch.disconnect();
    },
    [margin, near, show],
  );
  return [ref, near];
}
