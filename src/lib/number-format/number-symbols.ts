/** How a language writes a number's digits, learned once from Intl: separators, signs and grouping. */
import type { Language } from '../language.ts';

export interface NumberSymbols {
  /** The group separator ("," in en; U+202F, a narrow no-break space, in fr). */
  group: string;
  /** The decimal mark ("." in en, "," in fr). */
  decimal: string;
  minus: string;
  plus: string;
  /** Digits in the group next to the decimal mark, and in each group before it (3 and 3 here). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Digits a number needs above one group before it is grouped at all (1: "1,000"; 2: "1000"). */
  minimumGrouping: number;
}

/** Every Intl format here uses Latin digits, so the digits always come from decimal.js as they are. */
export const intlOptions = { numberingSystem: 'latn' } as const;

const learned = new Map<Language, NumberSymbols>();

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value;

function learn(language: Language): NumberSymbols {
  const format = new Intl.NumberFormat(language, intlOptions);
  const sample = format.formatToParts(-1234567890.5);
  const groups = sample.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const primaryGroup = groups.at(-1) ?? 3;
  return {
    group: partOf(sample, 'group') ?? ',',
    decimal: partOf(sample, 'decimal') ?? '.',
    minus: partOf(sample, 'minusSign') ?? '-',
    plus:
      partOf(new Intl.NumberFormat(language, { ...intlOptions, signDisplay: 'always' }).formatToParts(1), 'plusSign') ??
      '+',
    primaryGroup,
    secondaryGroup: groups.length > 2 ? groups.at(-2)! : primaryGroup,
    minimumGrouping: partOf(format.formatToParts(10 ** primaryGroup), 'group') ? 1 : 2,
  };
}

export function numberSymbols(language: Language): NumberSymbols {
  let symbols = learned.get(language);
  if (!symbols) {
    symbols = learn(language);
    learned.set(language, symbols);
  }
  return symbols;
}

/**
 * Unsigned plain digits ("1234567.89", from decimal.js) written with the language's group
 * separator and decimal mark ("1,234,567.89" in en, "1 234 567,89" in fr).
 */
export function writeDigits(plain: string, symbols: NumberSymbols): string {
  const [whole, fraction] = plain.split('.');
  let grouped = whole;
  if (whole.length >= symbols.primaryGroup + symbols.minimumGrouping) {
    const groups = [whole.slice(-symbols.primaryGroup)];
    let rest = whole.slice(0, -symbols.primaryGroup);
    while (rest.length > 0) {
      groups.unshift(rest.slice(-symbols.secondaryGroup));
      rest = rest.slice(0, -symbols.secondaryGroup);
    }
    grouped = groups.join(symbols.group);
  }
  return fraction === undefined ? grouped : `${grouped}${symbols.decimal}${fraction}`;
}
