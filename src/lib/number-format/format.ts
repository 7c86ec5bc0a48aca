/**
 * Numbers as customers read them, in the page language: prices by the precision table, coin
 * amounts at the coin's precision, fiat values and percentages. Values are decimal.js Decimals or
 * the server's decimal strings, never JavaScript numbers; every figure is truncated, never rounded up.
 */
import { Decimal, defaultPlaces, toDecimal } from '../decimal.ts';
import type { Language } from '../language.ts';
import { placeNumber, type NumberStyle, type SignShown } from './number-pattern.ts';
import { numberSymbols, writeDigits } from './number-symbols.ts';
import { compactSuffix, compactThreshold, fallbackDecimals, noValue, priceDecimals } from './price-precision.ts';

/** A Decimal, or a decimal string as the server sends it. Deliberately not a JavaScript number. */
export type NumberValue = Decimal | string | null | undefined;

/** `negative`: only a value below zero shows its sign. `always`: "+" above zero too. Zero never has one. */
export type SignRule = 'negative' | 'always';

/** What a figure is, which decides how it is written. */
export type FigureKind =
  /** `precision`: the market's own price decimals (its trade config), which win over the precision table. */
  | { kind: 'price'; precision?: number; compact?: boolean; sign?: SignRule }
  /** `precision`: the coin's own decimals, from the coin list. */
  | { kind: 'amount'; precision: number; compact?: boolean; sign?: SignRule }
  /** `currency`: an ISO 4217 code (NGN, EUR); shown as the language writes its symbol or code. */
  | { kind: 'fiat'; currency: string; sign?: SignRule }
  /** A value in percent (2.35 is 2.35%), as the server sends changes; 2 places unless told. */
  | { kind: 'percent'; places?: number; sign?: SignRule };

export type Direction = 'up' | 'down';

export interface ShownNumber {
  text: string;
  /** Whether the value shown is above or below zero; null for zero and for no value. */
  direction: Direction | null;
}

/** Places a caller gives, made safe: a coin list without a precision shows the default 4 places. */
const placesOf = (places: number | undefined, fallback: number) =>
  places !== undefined && Number.isFinite(places) ? Math.max(0, Math.floor(places)) : fallback;

interface Layout {
  style: NumberStyle;
  places: (value: Decimal) => number;
  sign: SignRule;
  compact: boolean;
}

function layoutOf(figure: FigureKind): Layout {
  switch (figure.kind) {
    case 'price':
      return {
        style: { style: 'decimal' },
        places: figure.precision === undefined ? priceDecimals : () => placesOf(figure.precision, fallbackDecimals),
        sign: figure.sign ?? 'negative',
        compact: figure.compact ?? false,
      };
    case 'amount': {
      const places = placesOf(figure.precision, defaultPlaces);
      return {
        style: { style: 'decimal' },
        places: () => places,
        sign: figure.sign ?? 'negative',
        compact: figure.compact ?? false,
      };
    }
    case 'fiat':
      return {
        style: { style: 'currency', currency: figure.currency },
        places: () => fallbackDecimals,
        sign: figure.sign ?? 'negative',
        compact: false,
      };
    case 'percent': {
      const places = placesOf(figure.places, fallbackDecimals);
      return { style: { style: 'percent' }, places: () => places, sign: figure.sign ?? 'always', compact: false };
    }
  }
}

/** A value written as `figure` says, in `language`, with the direction of what is shown. */
export function showNumber(value: NumberValue, language: Language, figure: FigureKind): ShownNumber {
  const decimal = toDecimal(value);
  if (!decimal) return { text: noValue, direction: null };
  const layout = layoutOf(figure);
  const compacted = layout.compact && decimal.abs().gt(compactThreshold);
  const places = compacted ? fallbackDecimals : layout.places(decimal);
  const kept = (compacted ? decimal.div(compactThreshold) : decimal).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const direction: Direction | null = kept.isZero() ? null : kept.isNegative() ? 'down' : 'up';
  const sign: SignShown =
    direction === 'down' ? 'minus' : direction === 'up' && layout.sign === 'always' ? 'plus' : 'none';
  const digits = writeDigits(kept.abs().toFixed(places), numberSymbols(language)) + (compacted ? compactSuffix : '');
  return { text: placeNumber(language, layout.style, sign, digits), direction };
}

type Options<K extends FigureKind['kind']> = Omit<Extract<FigureKind, { kind: K }>, 'kind'>;

/** A price at its precision-table decimals, or its market's own `precision`: "68,628.44" (en), "68 628,44" (fr); compact "1.23M". */
export const formatPrice = (value: NumberValue, language: Language, options: Options<'price'> = {}) =>
  showNumber(value, language, { kind: 'price', ...options }).text;

/** A coin amount truncated to the coin's precision: "0.12345678" at 8 places. */
export const formatAmount = (value: NumberValue, language: Language, options: Options<'amount'>) =>
  showNumber(value, language, { kind: 'amount', ...options }).text;

/** A fiat value at 2 places: "₦105,234,567.89" (en), "105 234 567,89 ₦" (fr). */
export const formatFiat = (value: NumberValue, language: Language, options: Options<'fiat'>) =>
  showNumber(value, language, { kind: 'fiat', ...options }).text;

/** A percentage with its sign: "+2.35%", "-1.12%", "0.00%" (en); "+2,35 %" (fr). */
export const formatPercent = (value: NumberValue, language: Language, options: Options<'percent'> = {}) =>
  showNumber(value, language, { kind: 'percent', ...options }).text;
