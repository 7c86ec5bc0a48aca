/**
 * Whether an element has come near the screen (within `margin` of it): costly content below the
 * first screen (a QR code, a chart) is made only when the visitor scrolls towards it, not while the
 * page starts. Stays true once it has been. Where the browser cannot tell, it is true at once.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export function useNearView<T extends Element>(margin = '300px'): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
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
          // Made in React's own time: several of them coming near together are made one by one.
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  return [ref, near];
}
