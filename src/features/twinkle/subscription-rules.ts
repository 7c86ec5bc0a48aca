/**
 * What a customer may subscribe to a sale: the personal limits, the tokens left, and what their
 * balance pays for; the cost of a quantity, in decimal, rounded up to the pay coin's precision as
 * the exchange charges it.
 */
import type { components } from '../../../generated/base.ts';
import { Decimal, toDecimal } from '../../lib/decimal.ts';

type Details = Pick<
  components['schemas']['IeoProjectDetails'],
  'PersonalMin' | 'PersonalMax' | 'Remaining' | 'SubscribedQuantity' | 'PriceUsdt' | 'QuantityPrecision'
>;

export interface SubscriptionLimits {
  min: Decimal;
  /** What the personal maximum still allows. */
  personalLeft: Decimal;
  /** Tokens still on sale. */
  remaining: Decimal;
  /** What the pay coin balance pays for; null while the balance is unknown. */
  affordable: Decimal | null;
  /** The most the customer can subscribe now (the Max button). */
  most: Decimal;
}

const zero = new Decimal(0);
const orZero = (value: string | null | undefined) => toDecimal(value) ?? zero;

export function limitsOf(details: Details, available: string | null | undefined): SubscriptionLimits {
  const places = details.QuantityPrecision;
  const down = (value: Decimal) => Decimal.max(zero, value.toDecimalPlaces(places, Decimal.ROUND_DOWN));
  const personalLeft = down(orZero(details.PersonalMax).minus(orZero(details.SubscribedQuantity)));
  const remaining = down(orZero(details.Remaining));
  const price = orZero(details.PriceUsdt);
  const balance = toDecimal(available);
  const affordable = balance && price.gt(0) ? down(balance.div(price)) : null;
  const most = Decimal.min(personalLeft, remaining, affordable ?? personalLeft);
  return { min: orZero(details.PersonalMin), personalLeft, remaining, affordable, most };
}

/** What a quantity costs in the pay coin. */
export function costOf(quantity: string, price: string, payPrecision: number): Decimal | null {
  const amount = toDecimal(quantity);
  const each = toDecimal(price);
  if (!amount || !each) return null;
  return amount.times(each).toDecimalPlaces(payPrecision, Decimal.ROUND_UP);
}

export type QuantityProblem = 'required' | 'belowMin' | 'abovePersonal' | 'aboveRemaining' | 'aboveBalance';

/** Why a quantity cannot be subscribed, checked in the order the customer can act on it. */
export function quantityProblem(quantity: string, limits: SubscriptionLimits): QuantityProblem | null {
  const amount = toDecimal(quantity);
  if (!amount || amount.lte(0)) return 'required';
  if (amount.lt(limits.min)) return 'belowMin';
  if (amount.gt(limits.personalLeft)) return 'abovePersonal';
  if (amount.gt(limits.remaining)) return 'aboveRemaining';
  if (limits.affordable && amount.gt(limits.affordable)) return 'aboveBalance';
  return null;
}
