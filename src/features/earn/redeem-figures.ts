/** What a redemption of an amount from a holding pays or gives up, and the warnings said before it is confirmed. */
import type { Language } from '../../lib/language.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Holding } from './earn-api.ts';
import { interestShare, interestToCome } from './earn-rules.ts';
import { Decimal } from '../../lib/decimal.ts';
import { figureText } from '../../ui/figure-text.ts';

export interface RedeemFigures {
  /** Interest paid with the amount (0 when redeemed early). */
  paid: Decimal;
  /** Interest earned so far that an early redemption gives up. */
  givenUp: Decimal;
  /** Interest the amount would still have earned by the end of the term. */
  toCome: Decimal;
  /** What arrives in the spot account. */
  received: Decimal;
}

export function redeemFigures(holding: Holding, amount: string, precision: number): RedeemFigures {
  const earned = interestShare(holding, amount || '0', precision);
  const early = holding.EarlyRedemption;
  const paid = early ? new Decimal(0) : earned;
  return {
    paid,
    givenUp: early ? earned : new Decimal(0),
    toCome: early ? interestToCome(holding, amount || '0', precision) : new Decimal(0),
    received: new Decimal(amount || '0').plus(paid),
  };
}

/** The early redemption's warnings, in words: what interest is given up, and when the coins arrive. */
export function earlyWarnings(
  holding: Holding,
  amount: string,
  figures: RedeemFigures,
  precision: number,
  language: Language,
  t: (id: string, values: Record<string, string>) => string,
): string[] {
  if (!holding.EarlyRedemption) return [];
  const money = (value: Decimal) => figureText(language).amount(value, { precision, unit: holding.CoinCode });
  return [
    t('earn.redeem.warnGivenUp', {
      givenUp: money(figures.givenUp),
      toCome: money(figures.toCome),
      date: formatDate(holding.MaturityTime, 'YYYY-MM-DD HH:mm'),
    }),
    t('earn.redeem.warnArrival', { amount: money(new Decimal(amount || '0')) }),
  ];
}
