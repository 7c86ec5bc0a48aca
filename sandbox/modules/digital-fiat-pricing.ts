/** Digital-fiat prices: the rate per coin with the channel's spread, fees and what arrives. */
import Decimal from 'decimal.js';
import { SandboxFault, codes } from '../core/fault.ts';
import type { SeedCoin } from '../seed/coins.ts';
import { paymentTypes, type Direction, type SeedPaymentType } from '../seed/digital-fiat-catalog.ts';
import { seedFiats, type SeedFiat } from '../seed/fiat.ts';
import { findCoin } from './assets-common.ts';

/** Refusals of the digital-fiat module that the core catalogue does not name. */
export const digitalFiatCodes = {
  amountOutOfRange: 30020,
  bankAccountAlreadySaved: 30021,
} as const;

/** The provider's margin over the mid rate: customers pay more when buying and get less when selling. */
const spread = new Decimal('0.012');

/** Digital fiat buys and sells USDT only. */
export const fiatCoinCode = 'USDT';

export function fiatCoin(coinId: number): SeedCoin {
  const coin = findCoin(coinId);
  if (coin.Code !== fiatCoinCode)
    throw new SandboxFault(codes.invalidArgument, `Digital fiat trades ${fiatCoinCode} only, not ${coin.Code}`);
  return coin;
}

export function fiatByCode(code: string): SeedFiat {
  const fiat = seedFiats.find((f) => f.Code === code);
  if (!fiat) throw new SandboxFault(codes.invalidArgument, `No fiat currency ${code}`);
  return fiat;
}

/** The payment type of a currency and direction, or notFound. */
export function paymentTypeOf(payTypeId: number, fiatCode: string, direction: Direction): SeedPaymentType {
  const found = paymentTypes.find(
    (t) => t.PayTypeId === payTypeId && t.FiatCode === fiatCode && t.Direction === direction,
  );
  if (!found)
    throw new SandboxFault(
      codes.notFound,
      `No ${direction === 'in' ? 'pay-in' : 'pay-out'} payment type ${payTypeId} for ${fiatCode}`,
    );
  return found;
}

export function checkLimits(type: SeedPaymentType, fiatAmount: Decimal): void {
  if (fiatAmount.lt(type.MinAmount) || fiatAmount.gt(type.MaxAmount)) {
    throw new SandboxFault(
      digitalFiatCodes.amountOutOfRange,
      `The amount must be between ${type.MinAmount} and ${type.MaxAmount} ${type.FiatCode}`,
    );
  }
}

/** Units of the currency per coin. */
export function fiatRate(fiat: SeedFiat, coin: SeedCoin, direction: Direction): Decimal {
  const mid = new Decimal(fiat.RateToUsdt).times(coin.PriceUsdt);
  return mid
    .times(direction === 'in' ? spread.plus(1) : new Decimal(1).minus(spread))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export interface PayInQuote {
  rate: Decimal;
  fee: Decimal;
  receiveAmount: Decimal;
}

export function payInQuote(fiat: SeedFiat, coin: SeedCoin, type: SeedPaymentType, fiatAmount: Decimal): PayInQuote {
  const rate = fiatRate(fiat, coin, 'in');
  const fee = fiatAmount.times(type.FeeRate).toDecimalPlaces(2, Decimal.ROUND_UP);
  return {
    rate,
    fee,
    receiveAmount: fiatAmount.minus(fee).div(rate).toDecimalPlaces(coin.Precision, Decimal.ROUND_DOWN),
  };
}

export interface PayOutQuote {
  rate: Decimal;
  fiatAmount: Decimal;
  fee: Decimal;
  receiveFiatAmount: Decimal;
}

export function payOutQuote(fiat: SeedFiat, coin: SeedCoin, type: SeedPaymentType, amount: Decimal): PayOutQuote {
  const rate = fiatRate(fiat, coin, 'out');
  const fiatAmount = amount.times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const fee = fiatAmount.times(type.FeeRate).toDecimalPlaces(2, Decimal.ROUND_UP);
  return { rate, fiatAmount, fee, receiveFiatAmount: fiatAmount.minus(fee) };
}
