/**
 * Runs a task once the browser has painted the page's first frame: the frame's animation
 * callback, then a task queued behind its paint. A hidden page paints no frames, so the task runs
 * at once there, or as soon as the page is hidden while it waits.
 */
export interface PaintClock {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

export function afterFirstPaint(task: () => void, clock: PaintClock = window): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    clock.document.removeEventListener('visibilitychange', once);
    task();
  };
  if (clock.document.visibilityState !== 'visible') return once();
  clock.document.addEventListener('visibilitychange', once);
  clock.requestAnimationFrame(() => clock.setTimeout(once, 0));
}
