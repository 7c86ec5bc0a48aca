// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Decimal, defaultPlaces, fixedDown, toDecimal } from './decimal';

describe('Decimal', () => {
  it('adds exactly where floats do not', () => {
    expect(new Decimal('0.1').plus('0.2').toString()).toBe('0.3');
  });

  it('truncates results to 40 significant digits', () => {
    expect(new Decimal(2).div(3).toString()).toBe(`0.${'6'.repeat(40)}`);
    expect(new Decimal(-2).div(3).toString()).toBe(`-0.${'6'.repeat(40)}`);
  });
});

describe('toDecimal', () => {
  it.each([
    ['123.45', '123.45'],
    [' 7 ', '7'],
    ['-0.5', '-0.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1e-7', '1e-7'],
    [42, '42'],
    [0.1, '0.1'],
  ])('reads %j as %s', (input, expected) => {
    expect(toDecimal(input)?.toString()).toBe(expected);
  });

  it('accepts a Decimal', () => {
    expect(toDecimal(new Decimal('1.5'))?.toString()).toBe('1.5');
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    '1,000',
    '1.2.3',
    '0x1f',
    '0b101',
    'Infinity',
    'NaN',
    '--',
    NaN,
    Infinity,
    -Infinity,
  ])('returns null for empty or invalid input %j', (input) => {
    expect(toDecimal(input)).toBeNull();
  });
});

describe('fixedDown', () => {
  it('works to 4 places by default', () => {
    expect(defaultPlaces).toBe(4);
    expect(fixedDown('1.23456789')).toBe('1.2345');
  });

  it.each([
    ['1.999', 2, '1.99'],
    ['-1.999', 2, '-1.99'],
    ['1', 4, '1.0000'],
    ['123456789012345678901234567890.123456', 2, '123456789012345678901234567890.12'],
    ['1e-7', 8, '0.00000010'],
    ['12.9', 0, '12'],
  ])('truncates %s to %i places as %s', (value, places, expected) => {
    expect(fixedDown(value, places)).toBe(expected);
  });

  it('shows no minus sign when a negative value truncates to zero', () => {
    expect(fixedDown('-0.00001', 4)).toBe('0.0000');
  });

  it('returns null for invalid input', () => {
    expect(fixedDown('abc')).toBeNull();
    expect(fixedDown(undefined)).toBeNull();
  });

  it('never moves a value away from zero and stays within one unit of the last place', () => {
    const amount = fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }));
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 8 }), ([units, scale], places) => {
        const value = new Decimal(units.toString()).div(new Decimal(10).pow(scale));
        const fixed = new Decimal(fixedDown(value, places)!);
        expect(fixed.abs().lte(value.abs())).toBe(true);
        expect(value.minus(fixed).abs().lt(new Decimal(10).pow(-places))).toBe(true);
        expect(fixedDown(value, places)!.split('.')[1]?.length ?? 0).toBe(places);
      }),
    );
  });
});
