/**
 * Whether content below the first screen should be made now: once its place has come near the
 * screen (within `margin` of it), once the visitor moves through the page with the keyboard (Tab
 * could otherwise jump past content not made yet), or, at the latest, once the page has loaded and
 * the browser is idle (one piece per idle moment), so a screen reader finds the whole page without
 * scrolling. Costly content (a QR code, the later home sections, the footer) is then never made
 * while the page starts. Stays true once it has been; true at once where the browser cannot tell.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { onePerIdle } from '../lib/one-per-idle.ts';

export function useNearView<T extends Element>(margin = '300px'): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
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
  useEffect(() => () => observer.current?.disconnect(), []);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          show();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near, show],
  );
  return [ref, near];
}
