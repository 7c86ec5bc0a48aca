/** Reads a number written in the page language back into a plain decimal string ("1 234,5" -> "1234.5"). */
import { Decimal } from '../decimal.ts';
import type { Language } from '../language.ts';
import { numberSymbols } from './number-symbols.ts';
import { compactSuffix, compactThreshold } from './price-precision.ts';

const minusSigns = /[-\u2212\u2012\u2013]/g;
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * The plain decimal string ("-1234.50", digits kept as written) that a number in `language`
 * stands for, with its group separators, sign, currency, percent sign and compact "M" read the
 * language's way; null when the text holds no single number ("--", "", "1.2.3").
 */
export function readNumber(text: string, language: Language): string | null {
  const symbols = numberSymbols(language);
  const compact = new RegExp(`\\d${compactSuffix}`).test(text);
  const plain = text
    .replaceAll(symbols.group, '')
    .replace(/\s/g, '')
    .replaceAll(symbols.minus, '-')
    .replace(minusSigns, '-')
    .replaceAll(symbols.decimal, '.')
    .replace(/[^\d.-]/g, '');
  if (!plainNumber.test(plain)) return null;
  return compact ? new Decimal(plain).times(compactThreshold).toFixed() : plain;
}
