import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePerIdle } from './one-per-idle.ts';

// jsdom has no idle callback: an idle moment is whenIdle's fallback timer (200 ms).
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('onePerIdle', () => {
  it('runs the tasks after the page has loaded, one per idle moment, in order', () => {
    const ran: string[] = [];
    onePerIdle(() => ran.push('market trend'));
    onePerIdle(() => ran.push('app download'));
    onePerIdle(() => ran.push('footer'));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['market trend']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['market trend', 'app download']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['market trend', 'app download', 'footer']);
  });

  it('leaves out a task taken back before its turn, and starts again for later tasks', () => {
    const ran: string[] = [];
    const takeBack = onePerIdle(() => ran.push('left the page'));
    onePerIdle(() => ran.push('stayed'));
    takeBack();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['stayed']);
    onePerIdle(() => ran.push('next page'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['stayed', 'next page']);
  });
});
