/** Spot markets: every coin against USDT, the larger ones against BTC and ETH too. */
import Decimal from 'decimal.js';
import { seedCoins, coinByCode } from './coins.ts';

export interface SeedMarket {
  VarietyId: number;
  Symbol: string;
  BaseCoin: string;
  QuoteCoin: string;
  Price: string;
  Change24h: string;
  Volume24h: string;
  High24h: string;
  Low24h: string;
}

function market(id: number, base: string, quote: string): SeedMarket {
  const b = coinByCode(base)!;
  const q = coinByCode(quote)!;
  const price = new Decimal(b.PriceUsdt).div(q.PriceUsdt);
  const change = new Decimal(b.Change24h).minus(q.Change24h);
  const sig = price.lt(1) ? 8 : 6;
  const volume = new Decimal(1_000_000).mul(((id * 7919) % 97) + 3).div(price.gt(0) ? price.plus(1) : 1);
  return {
    VarietyId: id,
    Symbol: `${base}/${quote}`,
    BaseCoin: base,
    QuoteCoin: quote,
    Price: price.toSignificantDigits(sig).toFixed(),
    Change24h: change.toFixed(2),
    Volume24h: volume.toFixed(2),
    High24h: price.mul(1.031).toSignificantDigits(sig).toFixed(),
    Low24h: price.mul(0.968).toSignificantDigits(sig).toFixed(),
  };
}

const pairs: [string, string][] = [
  ...seedCoins.filter((c) => c.Code !== 'USDT').map((c) => [c.Code, 'USDT'] as [string, string]),
  ...['ETH', 'BNB', 'SOL', 'XRP', 'LTC', 'DOGE', 'ADA'].map((c) => [c, 'BTC'] as [string, string]),
  ...['BNB', 'LINK', 'UNI'].map((c) => [c, 'ETH'] as [string, string]),
];

export const seedMarkets: SeedMarket[] = pairs.map(([base, quote], i) => market(i + 1, base, quote));
