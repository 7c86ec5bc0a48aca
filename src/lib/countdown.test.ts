// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countdownParts, isAnnounced, msUntilNextSecond, secondsLeft } from './countdown.ts';

describe('countdown', () => {
  it('counts whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('waits until the shown second changes', () => {
    expect(msUntilNextSecond(10_000, 0)).toBe(1000);
    expect(msUntilNextSecond(10_000, 8_750)).toBe(250);
    expect(msUntilNextSecond(10_000, 10_000)).toBe(0);
  });

  it('shows m:ss under an hour, h:mm:ss under a day, and days beyond', () => {
    expect(countdownParts(42)).toEqual({ days: 0, clock: '0:42' });
    expect(countdownParts(12 * 60 + 5)).toEqual({ days: 0, clock: '12:05' });
    expect(countdownParts(3600 + 2 * 60 + 3)).toEqual({ days: 0, clock: '1:02:03' });
    expect(countdownParts(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, clock: '3:04:05' });
    expect(countdownParts(0)).toEqual({ days: 0, clock: '0:00' });
  });

  it('is said aloud at whole minutes, at a minute a sleeping tab skipped, and at the end', () => {
    expect(isAnnounced(61, 60)).toBe(true);
    expect(isAnnounced(60, 59)).toBe(false);
    expect(isAnnounced(43, 42)).toBe(false);
    expect(isAnnounced(125, 100)).toBe(true);
    expect(isAnnounced(1, 0)).toBe(true);
    expect(isAnnounced(0, 0)).toBe(false);
  });
});
