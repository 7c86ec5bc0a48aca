/** The messages of a quantity's problem, with the figures written in the page language. */
import type { IntlShape } from 'react-intl';
import { formatAmount } from '../../lib/number-format/format.ts';
import type { NumberValue } from '../../lib/number-format/format.ts';
import type { SubscriptionLimits } from './subscription-rules.ts';
import type { SubscriptionRefusal } from './twinkle-api.ts';
import { languageOf } from '../../i18n/use-page-language.ts';

export const quantityMessageId = (problem: SubscriptionRefusal | 'required' | 'limits') =>
  `twinkle.subscribe.problem.${problem}`;

/** The words of a quantity message id (see `quantityMessageId`), with the sale's limits. */
export function quantityText(
  intl: IntlShape,
  id: string,
  limits: SubscriptionLimits,
  sale: { precision: number; token: string },
): string {
  const language = languageOf(intl);
  const amount = (value: NumberValue) =>
    `${formatAmount(value, language, { precision: sale.precision })}\u00a0${sale.token}`;
  return intl.formatMessage(
    { id },
    {
      min: amount(limits.min),
      max: amount(limits.personalLeft),
      remaining: amount(limits.remaining),
      affordable: amount(limits.affordable ?? '0'),
      places: sale.precision,
    },
  );
}
