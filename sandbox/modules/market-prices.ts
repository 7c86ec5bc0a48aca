/**
 * Live prices and candles of the sandbox markets. Every price follows one smooth curve per
 * market, a sum of slow and fast waves around the seed price, so that charts look real,
 * repeat from run to run (no randomness) and never leave ±3% of the seed. Spot, futures and
 * the quick exchange all read their prices here so that they agree with each other.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { seedMarkets, type SeedMarket } from '../seed/markets.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Period and relative amplitude of each wave; with the wick they add up to under 3%. */
const waves: [number, number][] = [
  [90 * DAY, 0.01],
  [13 * DAY, 0.007],
  [2.3 * DAY, 0.005],
  [7 * HOUR, 0.003],
  [83 * MINUTE, 0.0015],
  [11 * MINUTE, 0.0007],
  [3 * MINUTE, 0.0003],
];
/** Largest wick beyond the sampled high and low of a candle. */
const maxWick = 0.0004;

/** The curve's factor (around 1) for one market at one time. */
export function driftFactor(curveId: number, t: number): Decimal {
  let f = 1;
  waves.forEach(([period, amplitude], k) => {
    f += amplitude * Math.sin((2 * Math.PI * t) / period + curveId * 2.399963 * (k + 1));
  });
  return new Decimal(f.toFixed(10));
}

/** A repeatable number in [0, 1) for two integers (a 32-bit mix, the same on every engine). */
export function hash01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Decimal places of a price: about six significant digits, at least two places. */
export const pricePrecisionOf = (price: Decimal.Value): number => clamp(5 - new Decimal(price).e, 2, 10);

/** Decimal places of an amount of the base coin: finer for dear coins, whole units for cheap ones. */
export const amountPrecisionOf = (price: Decimal.Value): number => clamp(new Decimal(price).e + 2, 0, 8);

export const marketById = (varietyId: number): SeedMarket | undefined => seedMarkets.find((m) => m.VarietyId === varietyId);

export const marketBySymbol = (base: string, quote: string): SeedMarket | undefined =>
  seedMarkets.find((m) => m.BaseCoin === base && m.QuoteCoin === quote);

/** The market's price at a time (now by default), at the market's price precision. */
export function priceAt(market: SeedMarket, t = now()): Decimal {
  return new Decimal(market.Price).mul(driftFactor(market.VarietyId, t)).toDecimalPlaces(pricePrecisionOf(market.Price));
}

/** A coin's price in USDT now, read from its USDT market (USDT itself is 1). */
export function usdtPriceOf(coin: string, t = now()): Decimal {
  if (coin === 'USDT') return new Decimal(1);
  const market = marketBySymbol(coin, 'USDT');
  if (!market) throw new Error(`No USDT market for ${coin}`);
  return priceAt(market, t);
}

export interface MarketFigures {
  Price: string;
  Change24h: string;
  Volume24h: string;
  High24h: string;
  Low24h: string;
}

/**
 * The 24h figures now. The price 24 hours ago is the one the seed's change implies, so that
 * the rankings keep the seed's gainers and losers while the price moves.
 */
export function figuresOf(market: SeedMarket, t = now()): MarketFigures {
  const price = priceAt(market, t);
  const places = pricePrecisionOf(market.Price);
  const open = new Decimal(market.Price).div(new Decimal(market.Change24h).div(100).plus(1)).toDecimalPlaces(places);
  const volumeWave = 1 + 0.1 * Math.sin((2 * Math.PI * t) / (5.5 * HOUR) + market.VarietyId);
  return {
    Price: price.toFixed(places),
    Change24h: price.div(open).minus(1).mul(100).toFixed(2),
    Volume24h: new Decimal(market.Volume24h).mul(volumeWave.toFixed(6)).toFixed(2),
    High24h: Decimal.max(market.High24h, price, open).toFixed(places),
    Low24h: Decimal.min(market.Low24h, price, open).toFixed(places),
  };
}

export const candleIntervals = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
} as const;
export type CandleInterval = keyof typeof candleIntervals;

/** Weeks open on Monday 00:00 UTC; the epoch fell on a Thursday, four days before a Monday. */
const bucketOffset = (interval: CandleInterval) => (interval === '1w' ? 4 * DAY : 0);

const bucketFloor = (t: number, interval: CandleInterval) => {
  const ms = candleIntervals[interval];
  const offset = bucketOffset(interval);
  return Math.floor((t - offset) / ms) * ms + offset;
};

/** What a candle series is drawn from. */
export interface CandleSource {
  curveId: number;
  seedPrice: string;
  /** Amount of the base coin traded in 24 hours; null for a series without volume (index, mark). */
  volume24h: string | null;
  /** A constant offset from the curve (the mark price sits a hair above the index). */
  shift?: Decimal.Value;
}

export interface CandleRange {
  interval: CandleInterval;
  start?: number;
  end?: number;
  limit: number;
}

export interface Candle {
  Time: string;
  Open: string;
  High: string;
  Low: string;
  Close: string;
  Volume: string;
}

/** The open times of the candles of a range: those opening in [start, end), the latest `limit`. */
export function candleTimes(range: CandleRange, t = now()): number[] {
  const ms = candleIntervals[range.interval];
  const last = bucketFloor(Math.min(range.end ?? t, t + 1) - 1, range.interval);
  const earliest = last - (range.limit - 1) * ms;
  const first = range.start === undefined ? earliest : Math.max(earliest, bucketFloor(range.start - 1, range.interval) + ms);
  const times: number[] = [];
  for (let open = first; open <= last; open += ms) times.push(open);
  return times;
}

function candleAt(source: CandleSource, interval: CandleInterval, open: number, t: number): Candle {
  const ms = candleIntervals[interval];
  const close = Math.min(open + ms, t);
  const base = new Decimal(source.seedPrice).mul(new Decimal(1).plus(source.shift ?? 0));
  const places = pricePrecisionOf(source.seedPrice);
  const at = (when: number) => base.mul(driftFactor(source.curveId, when));
  const samples = Array.from({ length: 7 }, (_, i) => at(open + ((close - open) * i) / 6));
  const seconds = Math.floor(open / 1000);
  const high = Decimal.max(...samples).mul(1 + maxWick * hash01(seconds, source.curveId));
  const low = Decimal.min(...samples).mul(1 - maxWick * hash01(seconds, source.curveId + 7919));
  const share = ((close - open) / DAY) * (0.4 + 1.2 * hash01(seconds, source.curveId * 31 + 1));
  const volume = source.volume24h === null ? new Decimal(0) : new Decimal(source.volume24h).mul(share.toFixed(8));
  return {
    Time: new Date(open).toISOString(),
    Open: at(open).toFixed(places),
    High: high.toFixed(places),
    Low: low.toFixed(places),
    Close: at(close).toFixed(places),
    Volume: volume.toFixed(amountPrecisionOf(source.seedPrice)),
  };
}

/** The candles of a range, oldest first; the last one is still forming when it holds now. */
export function candlesOf(source: CandleSource, range: CandleRange, t = now()): Candle[] {
  return candleTimes(range, t).map((open) => candleAt(source, range.interval, open, t));
}

/** The window a candle call asks for, in ms since the epoch; either end may be open, but it may not be empty. */
export function candleWindow(startTime: string | undefined, endTime: string | undefined): { start?: number; end?: number } {
  const start = startTime === undefined ? undefined : Date.parse(startTime);
  const end = endTime === undefined ? undefined : Date.parse(endTime);
  if (start !== undefined && end !== undefined && start >= end) {
    throw new SandboxFault(codes.invalidArgument, 'StartTime must be before EndTime');
  }
  return { start, end };
}
