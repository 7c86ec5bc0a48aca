/**
 * The sums of a payment-provider trade, in decimal as the providers make them: one amount from
 * the other at the pair's price, and each channel's fee, limits and what the customer gets.
 */
import { Decimal, toDecimal } from '../../lib/decimal.ts';
import type { PaymentChannel, PaymentPair, PaymentSide } from './payment-api.ts';

export type AmountIn = 'fiat' | 'coin';

const priceOf = (pair: PaymentPair, side: PaymentSide) => new Decimal(side === 'buy' ? pair.BuyPrice : pair.SellPrice);

/**
 * The other amount, at the pair's price and precision: coin is cut down; fiat to pay for a buy is
 * rounded up (paying less would buy less), fiat received for a sell is cut down. '' when none.
 */
export function otherAmount(pair: PaymentPair, side: PaymentSide, amountIn: AmountIn, amount: string): string {
  const value = toDecimal(amount);
  const price = priceOf(pair, side);
  if (!value || value.lte(0) || price.lte(0)) return '';
  if (amountIn === 'fiat') return value.div(price).toDecimalPlaces(pair.CoinPrecision, Decimal.ROUND_DOWN).toFixed();
  return value
    .times(price)
    .toDecimalPlaces(pair.FiatPrecision, side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
    .toFixed();
}

/** What the order sends: a buy's fiat (fee included), a sell's coin quantity. */
export const orderAmountIn = (side: PaymentSide): AmountIn => (side === 'buy' ? 'fiat' : 'coin');

export type ChannelProblem = { kind: 'coin' } | { kind: 'min' | 'max'; limit: string } | { kind: 'fee' };

export interface ChannelQuote {
  /** The fiat of the order: paid with the fee (buy), or the coin's worth before the fee (sell). */
  fiat: Decimal;
  fee: Decimal;
  /** Coin bought (buy) or fiat paid out (sell). */
  receive: Decimal;
  quantity: Decimal;
  price: Decimal;
}

/**
 * A channel's quote for the order amount (a buy's fiat, a sell's quantity), or why the channel
 * cannot take it; null while there is no amount.
 */
export function quoteChannel(
  channel: PaymentChannel,
  pair: PaymentPair,
  side: PaymentSide,
  orderAmount: string,
): ChannelQuote | ChannelProblem | null {
  if (!channel.Coins.includes(pair.CoinCode)) return { kind: 'coin' };
  const amount = toDecimal(orderAmount);
  if (!amount || amount.lte(0)) return null;
  const price = priceOf(pair, side);
  const quantity = side === 'sell' ? amount.toDecimalPlaces(pair.CoinPrecision, Decimal.ROUND_DOWN) : null;
  const fiat =
    side === 'buy'
      ? amount.toDecimalPlaces(pair.FiatPrecision, Decimal.ROUND_DOWN)
      : quantity!.times(price).toDecimalPlaces(pair.FiatPrecision, Decimal.ROUND_DOWN);
  if (fiat.lt(channel.MinAmount)) return { kind: 'min', limit: channel.MinAmount };
  if (fiat.gt(channel.MaxAmount)) return { kind: 'max', limit: channel.MaxAmount };
  const fee = fiat.times(channel.FeeRate).plus(channel.FixedFee).toDecimalPlaces(pair.FiatPrecision, Decimal.ROUND_UP);
  if (fee.gte(fiat)) return { kind: 'fee' };
  if (side === 'sell') return { fiat, fee, receive: fiat.minus(fee), quantity: quantity!, price };
  const bought = fiat.minus(fee).div(price).toDecimalPlaces(pair.CoinPrecision, Decimal.ROUND_DOWN);
  return bought.lte(0) ? { kind: 'fee' } : { fiat, fee, receive: bought, quantity: bought, price };
}

export const isQuote = (value: ChannelQuote | ChannelProblem | null): value is ChannelQuote =>
  value !== null && 'receive' in value;

/** Channels that can take the amount first, the one giving the customer most at the top; the rest keep the server's order. */
export function bestFirst<C extends { quote: ChannelQuote | ChannelProblem | null }>(channels: readonly C[]): C[] {
  const rank = (c: C) => (isQuote(c.quote) ? 0 : c.quote === null ? 1 : 2);
  return channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => {
      const byRank = rank(a.channel) - rank(b.channel);
      if (byRank !== 0) return byRank;
      const qa = a.channel.quote;
      const qb = b.channel.quote;
      if (isQuote(qa) && isQuote(qb)) return qb.receive.comparedTo(qa.receive) || a.index - b.index;
      return a.index - b.index;
    })
    .map(({ channel }) => channel);
}
