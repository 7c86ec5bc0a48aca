/**
 * The window's width without making the browser lay out the page more than it must. Reading
 * `innerWidth` lays the page out first if anything changed, and a render, or a burst of calls
 * each sending the layout it is made for, asks for it many times in one task.
 */
let thisTask: number | null = null;
let sinceResize: number | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    thisTask = null;
    sinceResize = null;
  });
}

/** The width now, read at most once per task and again after a resize: for rendering. */
export function windowWidth(): number {
  if (thisTask === null) {
    thisTask = window.innerWidth;
    queueMicrotask(() => (thisTask = null));
  }
  return thisTask;
}

/**
 * The width as of the last resize (read on first use): for a call's headers, which are made
 * while a render's changes wait to be laid out, and need the layout kind rather than the pixel.
 */
export function windowWidthSinceResize(): number {
  sinceResize ??= window.innerWidth;
  return sinceResize;
}
