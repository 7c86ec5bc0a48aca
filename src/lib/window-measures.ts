/**
 * The window's width and scroll position without making the browser lay out the page. Reading
 * `innerWidth` or `scrollY` lays the page out first if anything changed: asked for in a render,
 * in the effects after a commit, or by a burst of calls each sending the layout it is made for,
 * they would lay the page out each time instead of once in the next frame. Each changes only
 * with its event (a resize, a scroll), so it is read on first use and again after that event.
 */
function readUntil(event: 'resize' | 'scroll', read: () => number): () => number {
  let known: number | null = null;
  if (typeof window !== 'undefined') window.addEventListener(event, () => (known = null), { passive: true });
  return () => (known ??= read());
}

/** The width as of the last resize. */
export const windowWidth = readUntil('resize', () => window.innerWidth);

/** How far the page is scrolled down, as of the last scroll. */
export const scrollTop = readUntil('scroll', () => window.scrollY);
