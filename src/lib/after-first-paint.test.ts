// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintClock } from './after-first-paint.ts';

function fakeClock(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const shown: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const clock = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    onFirstContentfulPaint: (callback: () => void) => shown.push(callback),
  } as unknown as PaintClock;
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return {
    clock,
    listeners,
    paintFrame: () => drain(frames),
    /** Runs the timers due at once (a task queued behind the paint), not those that wait. */
    runTasks: () => {
      const due = timers.filter((timer) => timer.ms === 0);
      due.forEach((timer) => timers.splice(timers.indexOf(timer), 1));
      drain(due.map((timer) => timer.run));
    },
    runWaits: () => drain(timers.splice(0).map((timer) => timer.run)),
    show: () => drain(shown),
    hide: () => {
      document.visibilityState = 'hidden';
      [...listeners].forEach((listener) => listener());
    },
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first frame, the task queued behind its paint and the report that it was shown', () => {
    const page = fakeClock('visible');
    const task = vi.fn();
    afterFirstPaint(task, page.clock);
    page.runTasks();
    page.show();
    expect(task).not.toHaveBeenCalled();
    page.paintFrame();
    page.runTasks();
    expect(task).not.toHaveBeenCalled();
    page.show();
    expect(task).toHaveBeenCalledTimes(1);
    page.runWaits();
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('runs after a short wait when no paint is reported (nothing contentful, or no paint timing)', () => {
    const page = fakeClock('visible');
    const task = vi.fn();
    afterFirstPaint(task, page.clock);
    page.paintFrame();
    page.runTasks();
    expect(task).not.toHaveBeenCalled();
    page.runWaits();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a hidden page, which paints no frames', () => {
    const page = fakeClock('hidden');
    const task = vi.fn();
    afterFirstPaint(task, page.clock);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs when the page is hidden before its first frame, and only once', () => {
    const page = fakeClock('visible');
    const task = vi.fn();
    afterFirstPaint(task, page.clock);
    page.hide();
    expect(task).toHaveBeenCalledTimes(1);
    page.paintFrame();
    page.runTasks();
    page.show();
    page.runWaits();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
