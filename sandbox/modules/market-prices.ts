/**
 * Live prices and candles of the sandbox markets, read from each market's curve
 * (market-curve.ts): spot, futures and the quick exchange all read their prices here so that
 * they agree with each other, and a market's 24h figures are those of its last 24 hourly
 * candles, so the figures, the candles and the charts drawn from them tell one story.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { seedMarkets, type SeedMarket } from '../seed/markets.ts';
import { curveAt, driftFactor, hash01 } from './market-curve.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Largest wick beyond the sampled high and low of a candle. */
const maxWick = 0.0004;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Decimal places of a price: about six significant digits, at least two places. */
export const pricePrecisionOf = (price: Decimal.Value): number => clamp(5 - new Decimal(price).e, 2, 10);

/** Decimal places of an amount of the base coin: finer for dear coins, whole units for cheap ones. */
export const amountPrecisionOf = (price: Decimal.Value): number => clamp(new Decimal(price).e + 2, 0, 8);

export const marketById = (varietyId: number): SeedMarket | undefined =>
  seedMarkets.find((m) => m.VarietyId === varietyId);

export const marketBySymbol = (base: string, quote: string): SeedMarket | undefined =>
  seedMarkets.find((m) => m.BaseCoin === base && m.QuoteCoin === quote);

/** The market's price at a time (now by default), at the market's price precision. */
export function priceAt(market: SeedMarket, t = now()): Decimal {
  return new Decimal(market.Price)
    .mul(driftFactor(market.VarietyId, t))
    .toDecimalPlaces(pricePrecisionOf(market.Price));
}

/** A coin's price in USDT now, read from its USDT market (USDT itself is 1). */
export function usdtPriceOf(coin: string, t = now()): Decimal {
  if (coin === 'USDT') return new Decimal(1);
  const market = marketBySymbol(coin, 'USDT');
  if (!market) throw new Error(`No USDT market for ${coin}`);
  return priceAt(market, t);
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

export const bucketFloor = (t: number, interval: CandleInterval) => {
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
  const first =
    range.start === undefined ? earliest : Math.max(earliest, bucketFloor(range.start - 1, range.interval) + ms);
  const times: number[] = [];
  for (let open = first; open <= last; open += ms) times.push(open);
  return times;
}

/**
 * The highest and lowest price of a candle with its wicks, from seven samples of the curve, in
 * floating point: quick enough to scan a day of candles of thousands of markets.
 */
export function candleRange(
  source: CandleSource,
  interval: CandleInterval,
  open: number,
  t: number,
): { high: number; low: number } {
  const close = Math.min(open + candleIntervals[interval], t);
  const base = Number(source.seedPrice) * (1 + Number(source.shift ?? 0));
  let high = -Infinity;
  let low = Infinity;
  for (let i = 0; i <= 6; i++) {
    const f = curveAt(source.curveId, open + ((close - open) * i) / 6);
    high = Math.max(high, f);
    low = Math.min(low, f);
  }
  const seconds = Math.floor(open / 1000);
  return {
    high: base * high * (1 + maxWick * hash01(seconds, source.curveId)),
    low: base * low * (1 - maxWick * hash01(seconds, source.curveId + 7919)),
  };
}

/** One candle: open and close exactly on the curve (they match the live price), high and low around them. */
export function candleAt(source: CandleSource, interval: CandleInterval, open: number, t: number): Candle {
  const close = Math.min(open + candleIntervals[interval], t);
  const base = new Decimal(source.seedPrice).mul(new Decimal(1).plus(source.shift ?? 0));
  const places = pricePrecisionOf(source.seedPrice);
  const at = (when: number) => base.mul(driftFactor(source.curveId, when)).toDecimalPlaces(places);
  const first = at(open);
  const last = at(close);
  const range = candleRange(source, interval, open, t);
  const seconds = Math.floor(open / 1000);
  const share = ((close - open) / DAY) * (0.4 + 1.2 * hash01(seconds, source.curveId * 31 + 1));
  const volume = source.volume24h === null ? new Decimal(0) : new Decimal(source.volume24h).mul(share.toFixed(8));
  return {
    Time: new Date(open).toISOString(),
    Open: first.toFixed(places),
    High: Decimal.max(new Decimal(range.high).toDecimalPlaces(places), first, last).toFixed(places),
    Low: Decimal.min(new Decimal(range.low).toDecimalPlaces(places), first, last).toFixed(places),
    Close: last.toFixed(places),
    Volume: volume.toFixed(amountPrecisionOf(source.seedPrice)),
  };
}

/** The candles of a range, oldest first; the last one is still forming when it holds now. */
export function candlesOf(source: CandleSource, range: CandleRange, t = now()): Candle[] {
  return candleTimes(range, t).map((open) => candleAt(source, range.interval, open, t));
}

/** The window a candle call asks for, in ms since the epoch; either end may be open, but it may not be empty. */
export function candleWindow(
  startTime: string | undefined,
  endTime: string | undefined,
): { start?: number; end?: number } {
  const start = startTime === undefined ? undefined : Date.parse(startTime);
  const end = endTime === undefined ? undefined : Date.parse(endTime);
  if (start !== undefined && end !== undefined && start >= end) {
    throw new SandboxFault(codes.invalidArgument, 'StartTime must be before EndTime');
  }
  return { start, end };
}
