/**
 * Where a language puts the sign, the currency and the percent sign around a number, learned from
 * Intl on a sample; the number itself is always written from decimal.js digits, never by Intl.
 */
import type { Language } from '../language.ts';
import { intlOptions } from './number-symbols.ts';

export type NumberStyle = { style: 'decimal' } | { style: 'percent' } | { style: 'currency'; currency: string };
export type SignShown = 'minus' | 'plus' | 'none';

/** The parts around the number; `null` stands for the number. */
type Pattern = ReadonlyArray<string | null>;

const numberParts = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);
const learned = new Map<string, Pattern>();

function formatterFor(language: Language, style: NumberStyle, sign: SignShown): Intl.NumberFormat {
  const signDisplay = sign === 'plus' ? 'always' : 'auto';
  if (style.style !== 'currency')
    return new Intl.NumberFormat(language, { ...intlOptions, style: style.style, signDisplay });
  try {
    // The narrow symbol is how customers write their own currency: "₦" rather than "NGN" in English.
    return new Intl.NumberFormat(language, {
      ...intlOptions,
      style: 'currency',
      currency: style.currency,
      currencyDisplay: 'narrowSymbol',
      signDisplay,
    });
  } catch {
    // Not a well-formed currency code: the number alone, and the code is added after it below.
    return new Intl.NumberFormat(language, { ...intlOptions, signDisplay });
  }
}

function learn(language: Language, style: NumberStyle, sign: SignShown): Pattern {
  const sample = style.style === 'percent' ? 0.01 : 1;
  const parts = formatterFor(language, style, sign).formatToParts(sign === 'minus' ? -sample : sample);
  const pattern: Array<string | null> = [];
  for (const part of parts) {
    if (!numberParts.has(part.type)) pattern.push(part.value);
    else if (pattern.at(-1) !== null) pattern.push(null);
  }
  if (style.style === 'currency' && !parts.some((p) => p.type === 'currency')) pattern.push(`\u00a0${style.currency}`);
  return pattern;
}

/** `digits` (already written with the language's separators) placed in the language's pattern. */
export function placeNumber(language: Language, style: NumberStyle, sign: SignShown, digits: string): string {
  const key = `${language}|${style.style}|${style.style === 'currency' ? style.currency : ''}|${sign}`;
  let pattern = learned.get(key);
  if (!pattern) {
    pattern = learn(language, style, sign);
    learned.set(key, pattern);
  }
  return pattern.map((part) => part ?? digits).join('');
}
