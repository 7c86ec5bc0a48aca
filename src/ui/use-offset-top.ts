/**
 * How far an element sits below the top of the page, kept up to date as what is above it loads
 * or the window resizes (a list that scrolls with the window needs it to know which rows show).
 * A new offset renders in a transition: it changes which rows are drawn, never where they stand,
 * so the list is redrawn in React's own time rather than in the frame that measured it (on a
 * rendered page's takeover, that frame is the hydration's).
 */
import { startTransition, useCallback, useState } from 'react';

export function useOffsetTop<E extends HTMLElement>(): [(element: E | null) => () => void, number] {
  const [offset, setOffset] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return () => undefined;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      startTransition(() => setOffset(top));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return [ref, offset];
}
