// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { numberSymbols, writeDigits, type NumberSymbols } from './number-symbols.ts';

describe('numberSymbols', () => {
  it.each([
    ['en', ',', '.'],
    ['fr', '\u202f', ','],
    ['zh-CN', ',', '.'],
    ['zh-Hant', ',', '.'],
  ] as const)('learns the group separator and decimal mark of %s from Intl', (language, group, decimal) => {
    expect(numberSymbols(language)).toMatchObject({
      group,
      decimal,
      primaryGroup: 3,
      secondaryGroup: 3,
      minimumGrouping: 1,
    });
  });
});

describe('writeDigits', () => {
  const en = numberSymbols('en');
  const fr = numberSymbols('fr');

  it('groups the whole part by thousands and writes the decimal mark of the language', () => {
    expect(writeDigits('68628.44', en)).toBe('68,628.44');
    expect(writeDigits('68628.44', fr)).toBe('68\u202f628,44');
    expect(writeDigits('1234567890', en)).toBe('1,234,567,890');
  });

  it('leaves numbers below one group and the decimals alone', () => {
    expect(writeDigits('999.123456', en)).toBe('999.123456');
    expect(writeDigits('0.00000001', fr)).toBe('0,00000001');
    expect(writeDigits('1000', en)).toBe('1,000');
  });

  it('follows grouping rules other than thousands', () => {
    const indian: NumberSymbols = { ...en, primaryGroup: 3, secondaryGroup: 2 };
    expect(writeDigits('123456789.5', indian)).toBe('12,34,56,789.5');
    const spanish: NumberSymbols = { ...en, group: '.', decimal: ',', minimumGrouping: 2 };
    expect(writeDigits('1000', spanish)).toBe('1000');
    expect(writeDigits('10000', spanish)).toBe('10.000');
  });
});
