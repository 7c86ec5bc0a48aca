/**
 * The banner carousel's state: which slide shows, and the automatic advance, which stops while
 * the pointer or keyboard focus is on the carousel, when the visitor pauses it, and for visitors
 * who ask for reduced motion.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

export const advanceEveryMs = 6000;

const reducedMotion = '(prefers-reduced-motion: reduce)';
const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
const prefersReducedMotion = () => canAsk() && window.matchMedia(reducedMotion).matches;
function followReducedMotion(onChange: () => void): () => void {
  if (!canAsk()) return () => undefined;
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The server cannot know the visitor's wish: a page it rendered is taken over as it was drawn
  // (turning), then follows the browser's setting. The visitor's own pause or play wins over it.
  const reduced = useSyncExternalStore(followReducedMotion, prefersReducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const stopped = chosen ?? reduced;
  const rotating = count > 1 && !stopped && !hovered && !focused;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(next, advanceEveryMs);
    return () => clearInterval(timer);
  }, [rotating, next]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    rotating,
    stopped,
    goTo,
    next,
    previous,
    toggleStopped: () => setChosen(!stopped),
    /** Spread on the carousel's root element. */
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
