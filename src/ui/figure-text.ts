/**
 * Numbers inside a sentence, a label or a message value, where a `<Figure>` element cannot go: the
 * same texts, in the page language. `const figures = useFigureText(); t('earn.available', { amount:
 * figures.amount(available, { precision, unit: 'USDT' }) })`. Code outside a component takes
 * `figureText(language)`.
 */
import { useMemo } from 'react';
import type { Language } from '../lib/language.ts';
import { formatAmount, formatFiat, formatPercent, formatPrice, type NumberValue } from '../lib/number-format/format.ts';
import { usePageLanguage } from '../i18n/use-page-language.ts';

type PriceOptions = Parameters<typeof formatPrice>[2];
type AmountOptions = Parameters<typeof formatAmount>[2] & { unit?: string };
type FiatOptions = Parameters<typeof formatFiat>[2];
type PercentOptions = Parameters<typeof formatPercent>[2];

export interface FigureText {
  price: (value: NumberValue, options?: PriceOptions) => string;
  /** A coin amount at its precision, with its code after a no-break space when `unit` is given: "0.5 BTC". */
  amount: (value: NumberValue, options: AmountOptions) => string;
  fiat: (value: NumberValue, options: FiatOptions) => string;
  percent: (value: NumberValue, options?: PercentOptions) => string;
  /** A whole count (confirmations, markets, customers), grouped: "12,345". */
  count: (value: number) => string;
}

export function figureText(language: Language): FigureText {
  return {
    price: (value, options) => formatPrice(value, language, options),
    amount: (value, { unit, ...options }) => {
      const text = formatAmount(value, language, options);
      return unit ? `${text}\u00a0${unit}` : text;
    },
    fiat: (value, options) => formatFiat(value, language, options),
    percent: (value, options) => formatPercent(value, language, options),
    count: (value) => formatAmount(String(value), language, { precision: 0 }),
  };
}

export function useFigureText(): FigureText {
  const language = usePageLanguage();
  return useMemo(() => figureText(language), [language]);
}
