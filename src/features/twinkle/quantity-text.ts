/** The messages of a quantity's problem, with the figures written in the page language. */
import type { NumberValue } from '../../lib/number-format/format.ts';
import type { SubscriptionLimits } from './subscription-rules.ts';
import type { SubscriptionRefusal } from './twinkle-api.ts';
import { figureText } from '../../ui/figure-text.ts';
import { type Translate } from '../../i18n/use-t.ts';

export const quantityMessageId = (problem: SubscriptionRefusal | 'required' | 'limits') =>
  `twinkle.subscribe.problem.${problem}`;

/** The words of a quantity message id (see `quantityMessageId`), with the sale's limits. */
export function quantityText(
  t: Translate,
  id: string,
  limits: SubscriptionLimits,
  sale: { precision: number; token: string },
): string {
  const language = t.language;
  const amount = (value: NumberValue) =>
    figureText(language).amount(value, { precision: sale.precision, unit: sale.token });
  return t(id, {
    min: amount(limits.min),
    max: amount(limits.personalLeft),
    remaining: amount(limits.remaining),
    affordable: amount(limits.affordable ?? '0'),
    places: sale.precision,
  });
}
