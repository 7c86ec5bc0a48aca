// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { amountFieldText, cleanAmountInput, pastedAmountText, readTypedAmount, typedAmount } from './amount-input';
import { supportedLanguages } from './language';

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
    fc.assert(
      fc.property(raw, places, (input, p) => {
        expect(cleanAmountInput(input, p)).toMatch(/^(\d+(\.\d*)?)?$/);
      }),
    );
  });

  it('never returns more decimals than allowed', () => {
    fc.assert(
      fc.property(raw, places, (input, p) => {
        const [, fraction = ''] = cleanAmountInput(input, p).split('.');
        expect(fraction.length).toBeLessThanOrEqual(p);
        if (p === 0) expect(cleanAmountInput(input, p)).not.toContain('.');
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(raw, places, (input, p) => {
        const once = cleanAmountInput(input, p);
        expect(cleanAmountInput(once, p)).toBe(once);
      }),
    );
  });

  it('never returns a longer string than it was given', () => {
    fc.assert(
      fc.property(raw, places, (input, p) => {
        expect(cleanAmountInput(input, p).length).toBeLessThanOrEqual(input.length);
      }),
    );
  });

  it('leaves an already clean amount alone', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{0,6}$/), (whole, fraction) => {
        const clean = `${whole}.${fraction}`;
        expect(cleanAmountInput(clean, 6)).toBe(clean);
      }),
    );
  });
});

describe('typedAmount', () => {
  it('reads a comma as the decimal mark in French', () => {
    expect(typedAmount('1,5', 'fr', 8)).toBe('1.5');
    expect(typedAmount('1\u202f234,5', 'fr', 8)).toBe('1234.5');
  });

  it('reads a dot as the decimal mark in French too, and keeps only the first mark', () => {
    expect(typedAmount('1.5', 'fr', 8)).toBe('1.5');
    expect(typedAmount('1,5.', 'fr', 8)).toBe('1.5');
  });

  it('reads a comma as a group separator in English and Chinese, as the spec cleans it', () => {
    expect(typedAmount('1,5', 'en', 8)).toBe('15');
    expect(typedAmount('1,234.5', 'zh-CN', 8)).toBe('1234.5');
  });

  it('truncates to the places allowed and removes leading marks in every language', () => {
    expect(typedAmount(',123', 'fr', 2)).toBe('123');
    expect(typedAmount('0,129', 'fr', 2)).toBe('0.12');
    expect(typedAmount('7,9', 'fr', 0)).toBe('7');
  });
});

describe('amountFieldText', () => {
  it('shows the amount with the decimal mark of the language', () => {
    expect(amountFieldText('1.5', 'fr')).toBe('1,5');
    expect(amountFieldText('12.', 'fr')).toBe('12,');
    expect(amountFieldText('1.5', 'zh-Hant')).toBe('1.5');
  });

  it('gives back what typedAmount read', () => {
    const typed = fc.stringMatching(/^[0-9.,]{0,16}$/);
    fc.assert(
      fc.property(
        typed,
        fc.constantFrom(...supportedLanguages),
        fc.integer({ min: 0, max: 10 }),
        (raw, language, p) => {
          const amount = typedAmount(raw, language, p);
          expect(typedAmount(amountFieldText(amount, language), language, p)).toBe(amount);
        },
      ),
    );
  });
});

describe('pastedAmountText', () => {
  it('takes the last of a comma and a dot as the decimal mark', () => {
    expect(typedAmount(pastedAmountText('1,234.5678 BTC', 'en'), 'en', 4)).toBe('1234.5678');
    expect(typedAmount(pastedAmountText('1,234.5678 BTC', 'fr'), 'fr', 4)).toBe('1234.5678');
    expect(typedAmount(pastedAmountText('1.234,5678', 'en'), 'en', 4)).toBe('1234.5678');
    expect(typedAmount(pastedAmountText('1.234,5678', 'fr'), 'fr', 4)).toBe('1234.5678');
  });

  it('leaves text with one kind of mark to the language rules', () => {
    expect(pastedAmountText('1,5', 'fr')).toBe('1,5');
    expect(pastedAmountText('1,234,567', 'en')).toBe('1,234,567');
  });
});

describe('readTypedAmount', () => {
  it('gives the form the amount without a trailing mark, and the field the text as typed', () => {
    expect(readTypedAmount('12,', 'fr', 4)).toEqual({ amount: '12', text: '12,' });
    expect(readTypedAmount('12,5', 'fr', 4)).toEqual({ amount: '12.5', text: '12,5' });
    expect(readTypedAmount('1,5', 'en', 4)).toEqual({ amount: '15', text: '15' });
    expect(readTypedAmount('', 'en', 4)).toEqual({ amount: '', text: '' });
  });

  it('drops decimals typed after the mark at zero places instead of joining them to the whole number', () => {
    expect(readTypedAmount('12.', 'en', 0)).toEqual({ amount: '12', text: '12.' });
    expect(readTypedAmount('12.5', 'en', 0)).toEqual({ amount: '12', text: '12.' });
    expect(readTypedAmount('12,59', 'fr', 0)).toEqual({ amount: '12', text: '12,' });
    expect(readTypedAmount('1,234', 'en', 0)).toEqual({ amount: '1234', text: '1234' });
  });

  it('always gives the form a plain decimal string within the places allowed', () => {
    const typed = fc.stringMatching(/^[0-9.,a -]{0,16}$/);
    fc.assert(
      fc.property(
        typed,
        fc.constantFrom(...supportedLanguages),
        fc.integer({ min: 0, max: 10 }),
        (raw, language, p) => {
          const { amount, text } = readTypedAmount(raw, language, p);
          expect(amount).toMatch(p === 0 ? /^\d*$/ : new RegExp(`^(\\d+(\\.\\d{1,${p}})?)?$`));
          expect(readTypedAmount(text, language, p).amount).toBe(amount);
        },
      ),
    );
  });
});
