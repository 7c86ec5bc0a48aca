/** Cleans what a customer types into an amount field (spec section 5, "Amount input cleaning"). */
import type { Language } from './language.ts';
import { numberSymbols } from './number-format/number-symbols.ts';

/**
 * Keeps digits and the first dot, drops leading dots and truncates (never rounds) the decimals
 * to `decimals` places; with zero places the dot goes too. A trailing dot is kept while places
 * are allowed, so "12." can still be typed on the way to "12.5".
 */
export function cleanAmountInput(raw: string, decimals: number): string {
  const places = Number.isNaN(decimals) ? 0 : Math.max(0, Math.floor(decimals));
  // All leading dots go, not just one: "..5" must not become ".5" now and "5" on the next keystroke.
  const digitsAndDots = raw.replace(/[^0-9.]/g, '').replace(/^\.+/, '');
  const dot = digitsAndDots.indexOf('.');
  if (dot === -1) return digitsAndDots;
  const whole = digitsAndDots.slice(0, dot);
  if (places === 0) return whole;
  const fraction = digitsAndDots
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, places);
  return `${whole}.${fraction}`;
}

/**
 * What a customer typed in `language`, cleaned as above into an amount with a "." decimal. Where
 * the language's decimal mark is a comma (fr), a comma and a dot both mark the decimals (many
 * French keypads type a dot), and the first one wins; elsewhere a comma groups digits and goes.
 */
export function typedAmount(raw: string, language: Language, decimals: number): string {
  const { decimal } = numberSymbols(language);
  return cleanAmountInput(decimal === '.' ? raw : raw.replaceAll(decimal, '.'), decimals);
}

/** A clean amount ("1234.5") as the field shows it in `language` ("1234,5" in fr); no grouping while typing. */
export function amountFieldText(amount: string, language: Language): string {
  return amount.replace('.', numberSymbols(language).decimal);
}

/**
 * Pasted text written with the language's decimal mark, ready to join what the field holds. Text
 * copied elsewhere may group the other way: when it holds both a comma and a dot, the last one is
 * the decimal mark and the other groups digits ("1,234.5678 BTC" and "1.234,5678" are 1234.5678).
 */
export function pastedAmountText(text: string, language: Language): string {
  const { decimal } = numberSymbols(language);
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma === -1 || dot === -1) return text;
  const [group, mark] = dot > comma ? [',', '.'] : ['.', ','];
  return text.replaceAll(group, '').replaceAll(mark, decimal);
}

export interface TypedAmount {
  /** The amount the form holds: a plain decimal string with a "." and no trailing mark ("" when empty). */
  amount: string;
  /** What the field shows, in the language's decimal mark ("12," in fr while the customer types on). */
  text: string;
}

/**
 * What the customer typed, as the form's amount and the field's text. With zero places allowed the
 * mark typed stays in the field (the amount has none), so digits typed after it are dropped as
 * decimals instead of joining the whole number: "12.5" is 12, never 125.
 */
export function readTypedAmount(raw: string, language: Language, decimals: number): TypedAmount {
  const cleaned = typedAmount(raw, language, decimals);
  const amount = cleaned.endsWith('.') ? cleaned.slice(0, -1) : cleaned;
  const markDropped = !cleaned.includes('.') && typedAmount(raw, language, 1).includes('.');
  return { amount, text: amountFieldText(markDropped ? `${amount}.` : cleaned, language) };
}
