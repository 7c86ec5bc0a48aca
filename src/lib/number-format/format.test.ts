// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../decimal.ts';
import { supportedLanguages } from '../language.ts';
import { formatAmount, formatFiat, formatPercent, formatPrice, showNumber } from './format.ts';
import { readNumber } from './read-number.ts';

const narrowSpace = '\u202f';
const noBreakSpace = '\u00a0';

describe('formatPrice', () => {
  it.each([
    ['en', '68,628.44'],
    ['fr', `68${narrowSpace}628,44`],
    ['zh-CN', '68,628.44'],
    ['zh-Hant', '68,628.44'],
  ] as const)('writes 68628.44 the way %s readers do', (language, expected) => {
    expect(formatPrice('68628.44', language)).toBe(expected);
  });

  it.each([
    ['1234.5678', '1,234.56'],
    ['0.01', '0.01'],
    ['0.0099999', '0.0099'],
    ['0.0001', '0.0001'],
    ['0.0000999999', '0.000099'],
    ['0.000001', '0.000001'],
    ['0.00000099999', '0.00000099'],
    ['0.00000001', '0.00000001'],
  ])('shows %s at the decimals of its step in the precision table: %s', (value, expected) => {
    expect(formatPrice(value, 'en')).toBe(expected);
  });

  it("shows a price at its market's own precision when it is given, truncated", () => {
    expect(formatPrice('148.2349', 'en', { precision: 3 })).toBe('148.234');
    expect(formatPrice('0.0000098522', 'fr', { precision: 10 })).toBe('0,0000098522');
    expect(formatPrice('68628.449', 'en', { precision: 0 })).toBe('68,628');
    expect(formatPrice('1234567.891', 'en', { precision: 3, compact: true })).toBe('1.23M');
  });

  it('shows the steps of the precision table with the French decimal mark', () => {
    expect(formatPrice('0.0099999', 'fr')).toBe('0,0099');
    expect(formatPrice('0.00000099999', 'fr')).toBe('0,00000099');
  });

  it('shows values above 1,000,000 in millions with an M suffix when compact, and exactly 1,000,000 in full', () => {
    expect(formatPrice('1234567', 'en', { compact: true })).toBe('1.23M');
    expect(formatPrice('1999999.99', 'en', { compact: true })).toBe('1.99M');
    expect(formatPrice('1234567', 'fr', { compact: true })).toBe('1,23M');
    expect(formatPrice('-1234567', 'en', { compact: true })).toBe('-1.23M');
    expect(formatPrice('1000000', 'en', { compact: true })).toBe('1,000,000.00');
    expect(formatPrice('1234567', 'en')).toBe('1,234,567.00');
  });

  it('writes negative prices with the sign before the digits', () => {
    expect(formatPrice('-0.005', 'en')).toBe('-0.0050');
    expect(formatPrice('-68628.449', 'fr')).toBe(`-68${narrowSpace}628,44`);
  });

  it('shows zero with the fallback 2 decimals and no sign, even when it was a tiny negative', () => {
    expect(formatPrice('0', 'en')).toBe('0.00');
    expect(formatPrice('-0.000000001', 'en')).toBe('0.00000000');
  });

  it('keeps every digit of a 30-digit value', () => {
    expect(formatPrice('123456789012345678901234567890.129', 'en')).toBe('123,456,789,012,345,678,901,234,567,890.12');
  });

  it('shows 1e-12 at the finest step, as zero', () => {
    expect(formatPrice('1e-12', 'en')).toBe('0.00000000');
    expect(formatPrice('0.000000000001', 'zh-CN')).toBe('0.00000000');
  });

  it.each([null, undefined, '', 'abc', '1.2.3', 'Infinity', '0x10'])('shows -- for no value (%j)', (value) => {
    expect(formatPrice(value, 'en')).toBe('--');
  });

  it('refuses JavaScript numbers at compile time', () => {
    // @ts-expect-error an amount never travels as a JavaScript number
    expect(formatPrice(0.1, 'en')).toBe('0.10');
  });
});

describe('formatAmount', () => {
  it('truncates a coin amount to the coin precision it is given, never rounding up', () => {
    expect(formatAmount('0.123456789', 'en', { precision: 8 })).toBe('0.12345678');
    expect(formatAmount('1.99999', 'en', { precision: 2 })).toBe('1.99');
    expect(formatAmount('-1.99999', 'en', { precision: 2 })).toBe('-1.99');
    expect(formatAmount('12345.6789', 'fr', { precision: 4 })).toBe(`12${narrowSpace}345,6789`);
  });

  it('drops the decimals at precision 0 and fills a shorter value with zeros', () => {
    expect(formatAmount('1234.99', 'en', { precision: 0 })).toBe('1,234');
    expect(formatAmount('1.5', 'en', { precision: 6 })).toBe('1.500000');
  });

  it('shows 4 places when the coin list gives no usable precision', () => {
    expect(formatAmount('1.123456', 'en', { precision: Number.NaN })).toBe('1.1234');
  });

  it('shows a plus sign on a signed amount above zero, and none on zero', () => {
    expect(formatAmount('1.5', 'en', { precision: 2, sign: 'always' })).toBe('+1.50');
    expect(formatAmount('-1.5', 'en', { precision: 2, sign: 'always' })).toBe('-1.50');
    expect(formatAmount('0.001', 'en', { precision: 2, sign: 'always' })).toBe('0.00');
  });

  it('has a compact form for large amounts', () => {
    expect(formatAmount('52345678.9', 'en', { precision: 8, compact: true })).toBe('52.34M');
  });
});

describe('formatFiat', () => {
  it.each([
    ['en', '₦105,234,567.89'],
    ['fr', `105${narrowSpace}234${narrowSpace}567,89${noBreakSpace}₦`],
    ['zh-CN', '₦105,234,567.89'],
    ['zh-Hant', '₦105,234,567.89'],
  ] as const)('writes a naira value at 2 places in the pattern of %s', (language, expected) => {
    expect(formatFiat('105234567.899', language, { currency: 'NGN' })).toBe(expected);
  });

  it('places the sign and symbol of other currencies as the language does', () => {
    expect(formatFiat('-5', 'en', { currency: 'EUR' })).toBe('-€5.00');
    expect(formatFiat('-5', 'fr', { currency: 'EUR' })).toBe(`-5,00${noBreakSpace}€`);
    expect(formatFiat('5', 'en', { currency: 'EUR', sign: 'always' })).toBe('+€5.00');
  });

  it('writes 2 places even for a currency Intl would write without decimals', () => {
    expect(formatFiat('1234.567', 'en', { currency: 'JPY' })).toBe('¥1,234.56');
  });

  it('shows a code Intl cannot use after the number', () => {
    expect(formatFiat('5', 'en', { currency: 'N1' })).toBe(`5.00${noBreakSpace}N1`);
  });
});

describe('formatPercent', () => {
  it('shows a sign on every change but zero', () => {
    expect(formatPercent('2.35', 'en')).toBe('+2.35%');
    expect(formatPercent('-1.12', 'en')).toBe('-1.12%');
    expect(formatPercent('0', 'en')).toBe('0.00%');
  });

  it('truncates, so a change too small to show is 0.00% without a sign', () => {
    expect(formatPercent('-1.129', 'en')).toBe('-1.12%');
    expect(formatPercent('0.004', 'en')).toBe('0.00%');
    expect(formatPercent('-0.004', 'en')).toBe('0.00%');
  });

  it('writes the percent sign as each language does', () => {
    expect(formatPercent('2.35', 'fr')).toBe(`+2,35${noBreakSpace}%`);
    expect(formatPercent('-1234.5', 'zh-Hant')).toBe('-1,234.50%');
  });

  it('can drop the plus sign and show other places', () => {
    expect(formatPercent('12.3456', 'en', { sign: 'negative', places: 1 })).toBe('12.3%');
  });
});

describe('showNumber', () => {
  it('gives the direction of what is shown, none for zero or a value that truncates to zero', () => {
    expect(showNumber('0.5', 'en', { kind: 'percent' }).direction).toBe('up');
    expect(showNumber('-0.5', 'en', { kind: 'percent' }).direction).toBe('down');
    expect(showNumber('-0.001', 'en', { kind: 'percent' }).direction).toBeNull();
    expect(showNumber(null, 'en', { kind: 'price' })).toEqual({ text: '--', direction: null });
  });

  it('takes a Decimal as it is', () => {
    expect(showNumber(new Decimal('2.5'), 'en', { kind: 'amount', precision: 1 }).text).toBe('2.5');
  });
});

describe('truncation', () => {
  const value = fc.stringMatching(/^-?\d{1,30}(\.\d{1,14})?$/);
  const language = fc.constantFrom(...supportedLanguages);
  const precision = fc.integer({ min: 0, max: 12 });

  it('never shows a coin amount larger than the customer holds, nor on the other side of zero', () => {
    fc.assert(
      fc.property(value, language, precision, (v, l, p) => {
        const shown = new Decimal(readNumber(formatAmount(v, l, { precision: p }), l)!);
        const held = new Decimal(v);
        expect(shown.abs().lte(held.abs())).toBe(true);
        expect(shown.isZero() || shown.isNegative() === held.isNegative()).toBe(true);
      }),
    );
  });

  it('never shows a price, fiat value or percentage larger than it is', () => {
    fc.assert(
      fc.property(value, language, (v, l) => {
        for (const text of [formatPrice(v, l), formatFiat(v, l, { currency: 'NGN' }), formatPercent(v, l)]) {
          expect(new Decimal(readNumber(text, l)!).abs().lte(new Decimal(v).abs())).toBe(true);
        }
      }),
    );
  });
});
