/** The messages of a quantity's problem, with the figures written in the page language. */
import type { NumberValue } from '../../lib/number-format/format.ts';
import type { SubscriptionLimits } from './subscription-rules.ts';
import type { SubscriptionRefusal } from './twinkle-api.ts';
import type { FigureText } from '../../ui/figure-text.ts';
import type { MessageValues, Translate } from '../../i18n/use-t.ts';

export const quantityMessageId = (problem: SubscriptionRefusal | 'required' | 'limits') =>
  `twinkle.subscribe.problem.${problem}`;

/** The values a quantity message names: the sale's limits, written in the page language. */
export function quantityValues(
  figures: FigureText,
  limits: SubscriptionLimits,
  sale: { precision: number; token: string },
): MessageValues {
  const amount = (value: NumberValue) => figures.amount(value, { precision: sale.precision, unit: sale.token });
  return {
    min: amount(limits.min),
    max: amount(limits.personalLeft),
    remaining: amount(limits.remaining),
    affordable: amount(limits.affordable ?? '0'),
    places: sale.precision,
  };
}

/** The words of a quantity message id (see `quantityMessageId`), with the sale's limits. */
export function quantityText(
  t: Translate,
  figures: FigureText,
  id: string,
  limits: SubscriptionLimits,
  sale: { precision: number; token: string },
): string {
  return t(id, quantityValues(figures, limits, sale));
}
