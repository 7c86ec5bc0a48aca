// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up-intl.ts';

describe('warmUpIntl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Spies on what it asks of Intl. */
  const setUp = () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    return { numbers, dates };
  };

  it("asks for the page language's number and date formats in a task of its own, in the language of that moment", () => {
    const { numbers, dates } = setUp();
    let language = 'en';
    warmUpIntl(() => language);
    language = 'fr';
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers.mock.calls).toEqual([['fr']]);
    expect(dates.mock.calls).toEqual([['fr']]);
  });

  it('lets a language tag the browser refuses pass: start-up goes on', () => {
    setUp();
    warmUpIntl(() => 'not a tag!');
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(() => Intl.NumberFormat.supportedLocalesOf('not a tag!')).toThrow(RangeError);
  });
});
