/**
 * How far an element sits below the top of the page, kept up to date as what is above it loads
 * or the window resizes (a list that scrolls with the window needs it to know which rows show).
 */
import { useCallback, useLayoutEffect, useState } from 'react';

export function useOffsetTop<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [element, setElement] = useState<E | null>(null);
  const [offset, setOffset] = useState(0);
  const ref = useCallback((node: E | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return [ref, offset];
}
