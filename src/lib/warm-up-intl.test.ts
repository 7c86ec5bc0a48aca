// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('warmUpIntl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  /** A fresh copy of the module, and spies on what it asks of Intl. */
  const setUp = async () => {
    const { warmUpIntl } = await import('./warm-up-intl.ts');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    return { warmUpIntl, numbers, dates };
  };

  it("asks for the page language's number and date formats in a task of its own, in the language of that moment", async () => {
    const { warmUpIntl, numbers, dates } = await setUp();
    let language = 'en';
    warmUpIntl(() => language);
    language = 'fr';
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers.mock.calls).toEqual([['fr']]);
    expect(dates.mock.calls).toEqual([['fr']]);
  });

  it('asks once however often it is called', async () => {
    const { warmUpIntl, numbers } = await setUp();
    warmUpIntl(() => 'fr');
    warmUpIntl(() => 'nl');
    vi.runAllTimers();
    warmUpIntl(() => 'ja');
    vi.runAllTimers();
    expect(numbers.mock.calls).toEqual([['fr']]);
  });

  it('lets a language tag the browser refuses pass: start-up goes on', async () => {
    const { warmUpIntl } = await setUp();
    warmUpIntl(() => 'not a tag!');
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(() => Intl.NumberFormat.supportedLocalesOf('not a tag!')).toThrow(RangeError);
  });
});
