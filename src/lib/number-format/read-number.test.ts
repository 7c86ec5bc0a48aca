// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedDown } from '../decimal.ts';
import { supportedLanguages } from '../language.ts';
import { formatAmount, formatFiat, formatPercent, formatPrice } from './format.ts';
import { priceDecimals } from './price-precision.ts';
import { readNumber } from './read-number.ts';

describe('readNumber', () => {
  it.each([
    ['68,628.44', 'en', '68628.44'],
    ['68\u202f628,44', 'fr', '68628.44'],
    ['68 628,44', 'fr', '68628.44'],
    ['68,628.44', 'zh-Hant', '68628.44'],
    ['-₦105,234,567.89', 'en', '-105234567.89'],
    ['105\u202f234\u202f567,89\u00a0₦', 'fr', '105234567.89'],
    ['+2,35\u00a0%', 'fr', '2.35'],
    ['\u22121.50', 'en', '-1.50'],
    ['0.00000001', 'zh-CN', '0.00000001'],
  ] as const)('reads %j in %s as %s', (text, language, plain) => {
    expect(readNumber(text, language)).toBe(plain);
  });

  it('reads the compact form back in millions', () => {
    expect(readNumber('1.23M', 'en')).toBe('1230000');
    expect(readNumber('-1,23M', 'fr')).toBe('-1230000');
  });

  it.each(['--', '', '1.2.3', 'abc', '-'])('reads %j as no number', (text) => {
    expect(readNumber(text, 'en')).toBeNull();
  });

  describe('reading back what was formatted never changes the digits kept', () => {
    const value = fc.stringMatching(/^-?\d{1,30}(\.\d{1,14})?$/);
    const language = fc.constantFrom(...supportedLanguages);

    it('for coin amounts at every precision', () => {
      fc.assert(
        fc.property(value, language, fc.integer({ min: 0, max: 18 }), (v, l, p) => {
          expect(readNumber(formatAmount(v, l, { precision: p }), l)).toBe(fixedDown(v, p));
          expect(readNumber(formatAmount(v, l, { precision: p, sign: 'always' }), l)).toBe(fixedDown(v, p));
        }),
      );
    });

    it('for prices at their precision-table decimals', () => {
      fc.assert(
        fc.property(value, language, (v, l) => {
          expect(readNumber(formatPrice(v, l), l)).toBe(fixedDown(v, priceDecimals(v)));
        }),
      );
    });

    it('for fiat values and percentages', () => {
      const currency = fc.constantFrom('NGN', 'EUR', 'USD', 'BRL', 'GBP', 'CNY', 'XOF', 'KES');
      fc.assert(
        fc.property(value, language, currency, (v, l, c) => {
          expect(readNumber(formatFiat(v, l, { currency: c }), l)).toBe(fixedDown(v, 2));
          expect(readNumber(formatPercent(v, l), l)).toBe(fixedDown(v, 2));
        }),
      );
    });
  });
});
