import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollTop, windowWidth } from './window-measures.ts';

afterEach(() => vi.restoreAllMocks());

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('windowWidth', () => {
  it('keeps the width read first, in this task and the next, until the window is resized', async () => {
    window.dispatchEvent(new Event('resize'));
    const read = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    expect([windowWidth(), windowWidth(), windowWidth()]).toEqual([390, 390, 390]);
    read.mockReturnValue(1280);
    await nextTask();
    expect(windowWidth()).toBe(390);
    expect(read).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('resize'));
    expect(windowWidth()).toBe(1280);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('scrollTop', () => {
  it('keeps the position read first until the page scrolls', async () => {
    window.dispatchEvent(new Event('scroll'));
    const read = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    expect([scrollTop(), scrollTop()]).toEqual([0, 0]);
    read.mockReturnValue(640);
    await nextTask();
    expect(scrollTop()).toBe(0);
    window.dispatchEvent(new Event('resize'));
    expect(scrollTop()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(scrollTop()).toBe(640);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
