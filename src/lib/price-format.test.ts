import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Decimal } from './decimal';
import { formatNumber, formatPrice, priceDecimals } from './price-format';

describe('priceDecimals', () => {
  it.each([
    ['1234.5', 2],
    ['1', 2],
    ['0.01', 2],
    ['0.0099', 4],
    ['0.0001', 4],
    ['0.000099', 6],
    ['0.000001', 6],
    ['0.00000099', 8],
    ['0.00000001', 8],
    ['0.000000001', 8],
  ])('gives %s %i decimals', (value, decimals) => {
    expect(priceDecimals(value)).toBe(decimals);
  });

  it('uses the precision of the absolute value for a negative price', () => {
    expect(priceDecimals('-0.005')).toBe(4);
    expect(priceDecimals(-12)).toBe(2);
  });

  it('gives zero and invalid input the fallback 2 decimals', () => {
    expect(priceDecimals(0)).toBe(2);
    expect(priceDecimals('abc')).toBe(2);
    expect(priceDecimals(null)).toBe(2);
  });

  const price = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

  it('gives a price and its negation the same decimals', () => {
    fc.assert(fc.property(price, (p) => {
      expect(priceDecimals(p)).toBe(priceDecimals(-p));
    }));
  });

  it('never gives a larger price more decimals than a smaller one', () => {
    const positive = fc.double({ min: 1e-12, max: 1e12, noNaN: true });
    fc.assert(fc.property(positive, positive, (a, b) => {
      const [small, large] = a <= b ? [a, b] : [b, a];
      expect(priceDecimals(large)).toBeLessThanOrEqual(priceDecimals(small));
    }));
  });
});

describe('formatPrice', () => {
  it.each([
    ['1234.5678', '1234.56'],
    ['0.019', '0.01'],
    ['0.00567891', '0.0056'],
    ['0.0000123456', '0.000012'],
    ['0.000000123456', '0.00000012'],
    ['0.000000001', '0.00000000'],
    ['-0.005', '-0.0050'],
    ['0', '0.00'],
  ])('shows %s as %s, truncated to its precision', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('shows values above 1,000,000 in millions with an M suffix when compact', () => {
    expect(formatPrice(1234567, { compact: true })).toBe('1.23M');
    expect(formatPrice('1999999', { compact: true })).toBe('1.99M');
    expect(formatPrice('-1234567', { compact: true })).toBe('-1.23M');
  });

  it('shows exactly 1,000,000 in full even when compact', () => {
    expect(formatPrice(1000000, { compact: true })).toBe('1000000.00');
  });

  it('shows large values in full without compact', () => {
    expect(formatPrice(1234567)).toBe('1234567.00');
  });

  it.each([null, undefined, '', 'abc', NaN])('shows -- for invalid input %j', (value) => {
    expect(formatPrice(value)).toBe('--');
    expect(formatPrice(value, { compact: true })).toBe('--');
  });

  it('shows the decimals priceDecimals gives, never overstating the price', () => {
    const price = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(fc.property(price, (p) => {
      const shown = formatPrice(p);
      expect(shown.split('.')[1]).toHaveLength(priceDecimals(p));
      expect(new Decimal(shown).abs().lte(new Decimal(p).abs())).toBe(true);
    }));
  });
});

describe('formatNumber', () => {
  it('shows 2 decimals by default, truncated', () => {
    expect(formatNumber('12.349')).toBe('12.34');
    expect(formatNumber(5)).toBe('5.00');
  });

  it('shows the decimals it is asked for', () => {
    expect(formatNumber('0.123456789', 8)).toBe('0.12345678');
    expect(formatNumber('12.9', 0)).toBe('12');
  });

  it('shows -- for invalid input', () => {
    expect(formatNumber(undefined)).toBe('--');
    expect(formatNumber('1.2.3')).toBe('--');
  });
});
