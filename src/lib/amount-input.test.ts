import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cleanAmountInput } from './amount-input';

describe('cleanAmountInput', () => {
  it.each([
    ['12a3.4b5', 8, '123.45'],
    ['1,234.56', 2, '1234.56'],
    [' 7 ', 2, '7'],
    ['-5', 2, '5'],
    ['1e5', 2, '15'],
    ['abc', 2, ''],
    ['', 4, ''],
  ])('keeps only digits and dots: %j with %i places gives %j', (raw, places, expected) => {
    expect(cleanAmountInput(raw, places)).toBe(expected);
  });

  it.each([
    ['.5', 4, '5'],
    ['..5', 4, '5'],
    ['.', 4, ''],
    ['a.5', 4, '5'],
  ])('removes leading dots: %j gives %j', (raw, places, expected) => {
    expect(cleanAmountInput(raw, places)).toBe(expected);
  });

  it.each([
    ['1.2.3', 4, '1.23'],
    ['1..2', 4, '1.2'],
    ['1.2.3.4.5', 2, '1.23'],
  ])('keeps only the first dot: %j gives %j', (raw, places, expected) => {
    expect(cleanAmountInput(raw, places)).toBe(expected);
  });

  it.each([
    ['0.123456789', 8, '0.12345678'],
    ['1.999', 2, '1.99'],
    ['0.00009', 4, '0.0000'],
    ['1.5', 4, '1.5'],
  ])('truncates the decimals without rounding: %j to %i places gives %j', (raw, places, expected) => {
    expect(cleanAmountInput(raw, places)).toBe(expected);
  });

  it('keeps a trailing dot while decimals are allowed, so the customer can go on typing', () => {
    expect(cleanAmountInput('12.', 2)).toBe('12.');
  });

  it.each([
    ['12.34', '12'],
    ['12.', '12'],
    ['12.3.4', '12'],
  ])('drops the decimals and the dot when zero places are allowed: %j gives %j', (raw, expected) => {
    expect(cleanAmountInput(raw, 0)).toBe(expected);
  });

  it('treats a negative or fractional number of places as its floor, never below zero', () => {
    expect(cleanAmountInput('1.234', -3)).toBe('1');
    expect(cleanAmountInput('1.234', 2.9)).toBe('1.23');
  });

  const raw = fc.oneof(fc.string(), fc.stringMatching(/^[0-9.a ,-]{0,20}$/));
  const places = fc.integer({ min: 0, max: 12 });

  it('always returns digits with at most one dot and never a leading dot', () => {
    fc.assert(fc.property(raw, places, (input, p) => {
      expect(cleanAmountInput(input, p)).toMatch(/^(\d+(\.\d*)?)?$/);
    }));
  });

  it('never returns more decimals than allowed', () => {
    fc.assert(fc.property(raw, places, (input, p) => {
      const [, fraction = ''] = cleanAmountInput(input, p).split('.');
      expect(fraction.length).toBeLessThanOrEqual(p);
      if (p === 0) expect(cleanAmountInput(input, p)).not.toContain('.');
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(raw, places, (input, p) => {
      const once = cleanAmountInput(input, p);
      expect(cleanAmountInput(once, p)).toBe(once);
    }));
  });

  it('never returns a longer string than it was given', () => {
    fc.assert(fc.property(raw, places, (input, p) => {
      expect(cleanAmountInput(input, p).length).toBeLessThanOrEqual(input.length);
    }));
  });

  it('leaves an already clean amount alone', () => {
    fc.assert(fc.property(fc.nat(), fc.stringMatching(/^\d{0,6}$/), (whole, fraction) => {
      const clean = `${whole}.${fraction}`;
      expect(cleanAmountInput(clean, 6)).toBe(clean);
    }));
  });
});
