// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintClock } from './after-first-paint.ts';

function fakeClock(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const clock = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as PaintClock;
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return {
    clock,
    listeners,
    paintFrame: () => drain(frames),
    runTimers: () => drain(timers),
    hide: () => {
      document.visibilityState = 'hidden';
      [...listeners].forEach((listener) => listener());
    },
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first frame and for the task queued behind its paint', () => {
    const page = fakeClock('visible');
    const task = vi.fn();
    afterFirstPaint(task, page.clock);
    page.runTimers();
    expect(task).not.toHaveBeenCalled();
    page.paintFrame();
    expect(task).not.toHaveBeenCalled();
    page.runTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
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
    page.runTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
