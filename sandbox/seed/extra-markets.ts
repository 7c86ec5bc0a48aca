/**
 * Extra spot markets for scale tests and demos (the `markets` knob): each lists a made-up coin
 * (QAAA, QAAB, ...) against one of the quote coins in turn, priced from a repeatable hash, so the
 * same count gives the same markets on every run.
 */
import Decimal from 'decimal.js';
import { coinByCode } from './coins.ts';
import type { SeedMarket } from './markets.ts';

/** Quote coins the extra markets go round, unless told. */
export const extraQuoteCoins = ['USDT', 'BTC', 'ETH', 'USDC'] as const;
/** Codes from QAAA to QZZZ: none clashes with a listed coin. */
export const maxExtraMarkets = 26 ** 3;

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function extraCoinCode(index: number): string {
  const a = Math.floor(index / 676) % 26;
  const b = Math.floor(index / 26) % 26;
  const c = index % 26;
  return `Q${letters[a]}${letters[b]}${letters[c]}`;
}

/** A repeatable fraction in [0, 1) for an index and a purpose. */
const fraction = (index: number, salt: number): number => {
  const x = Math.sin((index + 1) * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/**
 * `count` markets with VarietyIds from `firstId`: a USDT price between 0.01 and 10,000
 * (spread evenly in orders of magnitude), a 24h change within ±15% and a volume.
 */
export function extraMarkets(
  count: number,
  firstId: number,
  quoteCoins: readonly string[] = extraQuoteCoins,
): SeedMarket[] {
  return Array.from({ length: count }, (_, index) => {
    const quote = coinByCode(quoteCoins[index % quoteCoins.length])!;
    const usdtPrice = new Decimal(10).pow(new Decimal(fraction(index, 1)).mul(6).minus(2).toFixed(6));
    const price = usdtPrice.div(quote.PriceUsdt).toSignificantDigits(6);
    return {
      VarietyId: firstId + index,
      Symbol: `${extraCoinCode(index)}/${quote.Code}`,
      BaseCoin: extraCoinCode(index),
      QuoteCoin: quote.Code,
      Price: price.toFixed(),
      Change24h: new Decimal(fraction(index, 2)).mul(30).minus(15).toFixed(2),
      Volume24h: new Decimal(1000)
        .div(usdtPrice)
        .mul(new Decimal(fraction(index, 3)).mul(500).plus(1))
        .toFixed(2),
      High24h: price.mul(1.03).toSignificantDigits(6).toFixed(),
      Low24h: price.mul(0.97).toSignificantDigits(6).toFixed(),
    };
  });
}
