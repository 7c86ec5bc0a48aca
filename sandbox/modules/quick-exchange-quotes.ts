/** The quick exchange's coins, pairs, limits and quotes, priced from the live spot markets. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { coinByCode, type SeedCoin } from '../seed/coins.ts';
import { usdtPriceOf } from './market-prices.ts';

export const swappableCoins = ['USDT', 'BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'DOGE', 'TRX', 'LTC', 'USDC'];
export const feeRate = new Decimal('0.002');
export const quoteLifetimeSeconds = 10;
/** Smallest and largest swap, in USDT; each coin's limits are their worth at the seed price. */
const minSwapUsdt = 10;
const maxSwapUsdt = 100_000;

/** Every coin swaps with USDT both ways; BTC and ETH also swap with each other. */
export const swapPairs: { FromCoin: string; ToCoin: string }[] = [
  ...swappableCoins
    .filter((c) => c !== 'USDT')
    .flatMap((c) => [
      { FromCoin: c, ToCoin: 'USDT' },
      { FromCoin: 'USDT', ToCoin: c },
    ]),
  { FromCoin: 'BTC', ToCoin: 'ETH' },
  { FromCoin: 'ETH', ToCoin: 'BTC' },
];

const seedCoinOf = (code: string): SeedCoin => coinByCode(code)!;

export function limitsOf(code: string): { MinAmount: string; MaxAmount: string } {
  const coin = seedCoinOf(code);
  const worth = (usdt: number, rounding: Decimal.Rounding) =>
    new Decimal(usdt).div(coin.PriceUsdt).toSignificantDigits(2, rounding).toDecimalPlaces(coin.Precision, rounding);
  return {
    MinAmount: worth(minSwapUsdt, Decimal.ROUND_UP).toFixed(),
    MaxAmount: worth(maxSwapUsdt, Decimal.ROUND_DOWN).toFixed(),
  };
}

function checkSwap(from: string, to: string, amount: Decimal): void {
  if (!swapPairs.some((p) => p.FromCoin === from && p.ToCoin === to)) {
    throw new SandboxFault(codes.invalidArgument, `${from} cannot be swapped for ${to}`);
  }
  const { MinAmount, MaxAmount } = limitsOf(from);
  if (amount.lt(MinAmount) || amount.gt(MaxAmount)) {
    throw new SandboxFault(codes.invalidArgument, `A ${from} swap spends between ${MinAmount} and ${MaxAmount}`);
  }
}

/** Where and when a swap is priced: a time (now by default) and the flash-price knob's move in percent. */
export interface PriceMoment {
  at?: number;
  movePercent?: Decimal.Value;
}

/** Amount of `to` one `from` buys at a time, moved by the knob's percent. */
export const swapPriceOf = (from: string, to: string, { at = now(), movePercent = 0 }: PriceMoment = {}): Decimal =>
  usdtPriceOf(from, at).div(usdtPriceOf(to, at)).mul(new Decimal(movePercent).div(100).plus(1)).toSignificantDigits(8);

/** A swap's figures at a price: the received amount is rounded down and the fee up, at the received coin's precision. */
export function quoteAtPrice(from: string, to: string, fromAmount: string, price: Decimal.Value) {
  const amount = new Decimal(fromAmount);
  const places = seedCoinOf(to).Precision;
  const gross = amount.mul(price);
  const fee = gross.mul(feeRate).toDecimalPlaces(places, Decimal.ROUND_UP);
  return {
    FromCoin: from,
    ToCoin: to,
    FromAmount: amount.toFixed(),
    Price: new Decimal(price).toFixed(),
    ToAmount: gross.minus(fee).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(),
    Fee: fee.toFixed(),
    FeeCoin: to,
    ExpireSeconds: quoteLifetimeSeconds,
  };
}

/** The quote of a swap at the market price of a moment. */
export function quoteOf(from: string, to: string, fromAmount: string, moment: PriceMoment = {}) {
  checkSwap(from, to, new Decimal(fromAmount));
  return quoteAtPrice(from, to, fromAmount, swapPriceOf(from, to, moment));
}

/** What identifies a quote: the swap and its price. */
export const quoteKey = (q: { FromCoin: string; ToCoin: string; FromAmount: string; Price: string }): string =>
  [q.FromCoin, q.ToCoin, new Decimal(q.FromAmount).toFixed(), new Decimal(q.Price).toFixed()].join('|');
