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
  ...swappableCoins.filter((c) => c !== 'USDT').flatMap((c) => [
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
  return { MinAmount: worth(minSwapUsdt, Decimal.ROUND_UP).toFixed(), MaxAmount: worth(maxSwapUsdt, Decimal.ROUND_DOWN).toFixed() };
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

/** Amount of `to` one `from` buys at a time. */
export const swapPriceOf = (from: string, to: string, t = now()): Decimal =>
  usdtPriceOf(from, t).div(usdtPriceOf(to, t)).toSignificantDigits(8);

/** The quote of a swap: the received amount is rounded down and the fee up, at the received coin's precision. */
export function quoteOf(from: string, to: string, fromAmount: string, t = now()) {
  const amount = new Decimal(fromAmount);
  checkSwap(from, to, amount);
  const price = swapPriceOf(from, to, t);
  const places = seedCoinOf(to).Precision;
  const gross = amount.mul(price);
  const fee = gross.mul(feeRate).toDecimalPlaces(places, Decimal.ROUND_UP);
  return {
    FromCoin: from,
    ToCoin: to,
    FromAmount: amount.toFixed(),
    Price: price.toFixed(),
    ToAmount: gross.minus(fee).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(),
    Fee: fee.toFixed(),
    FeeCoin: to,
    ExpireSeconds: quoteLifetimeSeconds,
  };
}
