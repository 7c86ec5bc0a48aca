/** The payment service's refusal codes, and its prices and fees. */
import Decimal from 'decimal.js';
import { SandboxFault } from '../core/fault.ts';
import { coinByCode } from '../seed/coins.ts';
import { seedFiats } from '../seed/fiat.ts';
import type { PaymentChannel, PaymentSide } from '../seed/payment-catalog.ts';

/** Refusals of the payment service, in its own code family. */
export const paymentCodes = {
  /** The amount is outside the channel's limits, or too small to cover the fee. */
  outsideChannelLimits: 'payment:0011',
  /** The channel does not serve that side, provider, coin or fiat. */
  channelMismatch: 'payment:0012',
  /** The order's status does not allow the action. */
  orderStatusForbids: 'payment:0013',
  /** The customer keeps the most FacilitaPay bank accounts already. */
  tooManyBankAccounts: 'payment:0014',
  /** That bank account is registered already. */
  duplicateBankAccount: 'payment:0015',
  /** Not (yet) approved by FacilitaPay; the front end shows this code's Msg as it comes. */
  notRegistered: 'payment:0027',
} as const;

/** The "no date" value of the contract's DateTime. */
export const noDate = '0001-01-01T00:00:00';
export const fiatPlaces = 2;
export const coinPlaces = (coin: string): number => Math.min(coinByCode(coin)?.Precision ?? 8, 8);

/** Fiat for one coin: the market price, plus 1% for a buyer or less 1% for a seller. */
export function paymentPrice(coin: string, fiat: string, side: PaymentSide): Decimal {
  const usdt = new Decimal(coinByCode(coin)?.PriceUsdt ?? 0);
  const rate = new Decimal(seedFiats.find((f) => f.Code === fiat)?.RateToUsdt ?? 0);
  return usdt
    .times(rate)
    .times(side === 'buy' ? 1.01 : 0.99)
    .toDecimalPlaces(fiatPlaces);
}

const feeOf = (channel: PaymentChannel, amount: Decimal): Decimal =>
  amount.times(channel.feeRate).plus(channel.fixedFee).toDecimalPlaces(fiatPlaces, Decimal.ROUND_UP);

function requireWithinLimits(channel: PaymentChannel, amount: Decimal): void {
  if (amount.lt(channel.min) || amount.gt(channel.max)) {
    throw new SandboxFault(
      paymentCodes.outsideChannelLimits,
      `The amount must be between ${channel.min} and ${channel.max} ${channel.fiat}`,
    );
  }
}

export interface Quote {
  price: Decimal;
  fee: Decimal;
  /** Fiat paid (buy, fee included) or received (sell, fee taken off). */
  fiatAmount: Decimal;
  quantity: Decimal;
}

/** A buy pays FiatAmount; the fee comes off it and the rest buys coin. */
export function quoteBuy(channel: PaymentChannel, coin: string, fiatAmount: string): Quote {
  const fiat = new Decimal(fiatAmount).toDecimalPlaces(fiatPlaces, Decimal.ROUND_DOWN);
  requireWithinLimits(channel, fiat);
  const price = paymentPrice(coin, channel.fiat, 'buy');
  const fee = feeOf(channel, fiat);
  const quantity = fiat.minus(fee).div(price).toDecimalPlaces(coinPlaces(coin), Decimal.ROUND_DOWN);
  if (quantity.lte(0)) throw new SandboxFault(paymentCodes.outsideChannelLimits, 'The amount does not cover the fee');
  return { price, fee, fiatAmount: fiat, quantity };
}

/** A sell's coin is worth Quantity at the price; the fee comes off what is paid out. */
export function quoteSell(channel: PaymentChannel, coin: string, quantity: string): Quote {
  const q = new Decimal(quantity).toDecimalPlaces(coinPlaces(coin), Decimal.ROUND_DOWN);
  const price = paymentPrice(coin, channel.fiat, 'sell');
  const gross = q.times(price).toDecimalPlaces(fiatPlaces, Decimal.ROUND_DOWN);
  requireWithinLimits(channel, gross);
  const fee = feeOf(channel, gross);
  if (gross.lte(fee)) throw new SandboxFault(paymentCodes.outsideChannelLimits, 'The amount does not cover the fee');
  return { price, fee, fiatAmount: gross.minus(fee), quantity: q };
}
