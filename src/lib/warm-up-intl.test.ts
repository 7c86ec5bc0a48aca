// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up-intl.ts';

describe('warmUpIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the page language's number and date formats", () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntl('fr');
    expect(numbers).toHaveBeenCalledWith('fr');
    expect(dates).toHaveBeenCalledWith('fr');
  });

  it('lets a language tag the browser refuses pass: start-up goes on', () => {
    expect(() => warmUpIntl('not a tag!')).not.toThrow();
    expect(() => Intl.NumberFormat.supportedLocalesOf('not a tag!')).toThrow(RangeError);
  });
});
