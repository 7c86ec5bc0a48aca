import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowWidth, windowWidthSinceResize } from './window-width.ts';

afterEach(() => vi.restoreAllMocks());

describe('windowWidth', () => {
  it('reads the width once in a task, however often it is asked', () => {
    const read = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    expect([windowWidth(), windowWidth(), windowWidth()]).toEqual([390, 390, 390]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads it again in the next task, and at once after a resize', async () => {
    const read = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    expect(windowWidth()).toBe(390);
    read.mockReturnValue(1280);
    expect(windowWidth()).toBe(390);
    window.dispatchEvent(new Event('resize'));
    expect(windowWidth()).toBe(1280);
    read.mockReturnValue(800);
    await Promise.resolve();
    expect(windowWidth()).toBe(800);
  });
});

describe('windowWidthSinceResize', () => {
  it('keeps the width read first until the window is resized', async () => {
    window.dispatchEvent(new Event('resize'));
    const read = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    expect(windowWidthSinceResize()).toBe(390);
    read.mockReturnValue(1280);
    await Promise.resolve();
    expect(windowWidthSinceResize()).toBe(390);
    expect(read).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('resize'));
    expect(windowWidthSinceResize()).toBe(1280);
  });
});
