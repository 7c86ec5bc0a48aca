// @vitest-environment node
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms by default', () => {
    const search = vi.fn();
    const debounced = debounce(search);
    debounced('btc');
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('btc');
  });

  it('calls once with the latest arguments after a burst of calls', () => {
    const search = vi.fn();
    const debounced = debounce(search, 200);
    debounced('b');
    vi.advanceTimersByTime(150);
    debounced('bt');
    vi.advanceTimersByTime(150);
    debounced('btc');
    vi.advanceTimersByTime(199);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('btc');
  });

  it('calls again for calls made after the wait', () => {
    const search = vi.fn();
    const debounced = debounce(search, 100);
    debounced('a');
    vi.advanceTimersByTime(100);
    debounced('b');
    vi.advanceTimersByTime(100);
    expect(search.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops the pending call on cancel', () => {
    const search = vi.fn();
    const debounced = debounce(search);
    debounced('btc');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('makes the pending call at once on flush, and only once', () => {
    const search = vi.fn();
    const debounced = debounce(search);
    debounced('eth', 2);
    debounced.flush();
    expect(search).toHaveBeenCalledExactlyOnceWith('eth', 2);
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('does nothing on flush when no call is pending', () => {
    const search = vi.fn();
    const debounced = debounce(search);
    debounced.flush();
    debounced('a');
    vi.advanceTimersByTime(500);
    debounced.flush();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('calls once per quiet period, with the last arguments of each burst', () => {
    const gaps = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(gaps, (delays) => {
        const wait = 300;
        const calls: number[] = [];
        const debounced = debounce((n: number) => calls.push(n), wait);
        const expected: number[] = [];
        delays.forEach((delay, i) => {
          debounced(i);
          vi.advanceTimersByTime(delay);
          if (delay >= wait) expected.push(i);
        });
        vi.advanceTimersByTime(wait);
        if (delays[delays.length - 1] < wait) expected.push(delays.length - 1);
        expect(calls).toEqual(expected);
      }),
    );
  });
});
