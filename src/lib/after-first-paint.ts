/**
 * Runs a task once the page's first frame is on screen: the frame's animation callback, a task
 * queued behind its paint, then the browser's report that the paint was shown (paint timing's
 * first contentful paint), which comes a frame or two later. A request made between the two would
 * count, for Lighthouse's model of a slow phone, as needed for that paint. A page with nothing
 * contentful to show, or a browser that does not report paints, waits `shownWithinMs` at most. A
 * hidden page paints no frames, so the task runs at once there, or as soon as the page is hidden
 * while it waits.
 */
export interface PaintClock {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  /** Calls back once the first contentful paint is reported (at once when it was already). */
  onFirstContentfulPaint(callback: () => void): void;
}

const shownWithinMs = 200;

function reportsPaints(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
}

const browserClock = (): PaintClock => ({
  document,
  requestAnimationFrame: (callback) => requestAnimationFrame(callback),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  onFirstContentfulPaint(callback) {
    if (!reportsPaints()) return;
    const watch = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      watch.disconnect();
      callback();
    });
    watch.observe({ type: 'paint', buffered: true });
  },
});

export function afterFirstPaint(task: () => void, clock: PaintClock = browserClock()): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    clock.document.removeEventListener('visibilitychange', once);
    task();
  };
  if (clock.document.visibilityState !== 'visible') return once();
  clock.document.addEventListener('visibilitychange', once);
  clock.requestAnimationFrame(() =>
    clock.setTimeout(() => {
      clock.onFirstContentfulPaint(once);
      clock.setTimeout(once, shownWithinMs);
    }, 0),
  );
}
