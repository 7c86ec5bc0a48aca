/**
 * A spot market's 24h figures, read from its last 24 hourly candles (the ones LineData answers
 * without a range): the change since the first one opened, the highest and lowest price among
 * them, so the figures follow the price as it walks and agree with the market's chart.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import type { SeedMarket } from '../seed/markets.ts';
import { driftFactor } from './market-curve.ts';
import { bucketFloor, candleAt, candleRange, pricePrecisionOf, type CandleSource } from './market-prices.ts';

const HOUR = 3_600_000;
/** The candles a day's figures cover: 23 complete hours and the one forming. */
export const dayCandles = 24;

export interface MarketFigures {
  Price: string;
  Change24h: string;
  Volume24h: string;
  High24h: string;
  Low24h: string;
}

export const candleSourceOfMarket = (market: SeedMarket): CandleSource => ({
  curveId: market.VarietyId,
  seedPrice: market.Price,
  volume24h: market.Volume24h,
});

interface PastHours {
  hour: number;
  places: number;
  /** The first candle's open: the price 24 hours ago. */
  open: Decimal;
  high: Decimal;
  low: Decimal;
  /** The open of the candle forming now. */
  hourOpen: Decimal;
}

/**
 * The complete hours only change when the hour turns: kept per market until then, so a list of
 * thousands of markets is answered quickly every few seconds.
 */
const pastHours = new Map<string, PastHours>();
const keptMarkets = 50_000;

/**
 * The open, high and low of the 23 complete hours before `hour`: the hours are scanned quickly,
 * and only the first, highest and lowest candle are drawn exactly.
 */
function pastHoursOf(market: SeedMarket, hour: number, t: number): PastHours {
  const key = `${market.VarietyId}:${market.Price}`;
  const kept = pastHours.get(key);
  if (kept?.hour === hour) return kept;
  const source = candleSourceOfMarket(market);
  const opens = Array.from({ length: dayCandles - 1 }, (_, i) => hour - (dayCandles - 1 - i) * HOUR);
  const ranges = opens.map((open) => candleRange(source, '1h', open, t));
  const highest = ranges.reduce((best, r, i) => (r.high > ranges[best].high ? i : best), 0);
  const lowest = ranges.reduce((best, r, i) => (r.low < ranges[best].low ? i : best), 0);
  const candle = (i: number) => candleAt(source, '1h', opens[i], t);
  const places = pricePrecisionOf(market.Price);
  const hourOpen = new Decimal(market.Price).mul(driftFactor(market.VarietyId, hour)).toDecimalPlaces(places);
  const past = {
    hour,
    places,
    open: new Decimal(candle(0).Open),
    high: new Decimal(candle(highest).High),
    low: new Decimal(candle(lowest).Low),
    hourOpen,
  };
  if (pastHours.size >= keptMarkets) pastHours.clear();
  pastHours.set(key, past);
  return past;
}

/**
 * The market's figures at a time (now by default): those of its 24 hourly candles, the last one
 * (forming) drawn as candleAt draws it.
 */
export function figuresOf(market: SeedMarket, t = now()): MarketFigures {
  const hour = bucketFloor(t, '1h');
  const past = pastHoursOf(market, hour, t);
  const { places } = past;
  const price = new Decimal(market.Price).mul(driftFactor(market.VarietyId, t)).toDecimalPlaces(places);
  const forming = candleRange(candleSourceOfMarket(market), '1h', hour, t);
  const volumeWave = 1 + 0.1 * Math.sin((2 * Math.PI * t) / (5.5 * HOUR) + market.VarietyId);
  return {
    Price: price.toFixed(places),
    Change24h: price.div(past.open).minus(1).mul(100).toFixed(2),
    Volume24h: new Decimal(market.Volume24h).mul(volumeWave.toFixed(6)).toFixed(2),
    High24h: Decimal.max(past.high, past.hourOpen, price, new Decimal(forming.high).toDecimalPlaces(places)).toFixed(
      places,
    ),
    Low24h: Decimal.min(past.low, past.hourOpen, price, new Decimal(forming.low).toDecimalPlaces(places)).toFixed(
      places,
    ),
  };
}

/** Works out the complete hours of these markets now, so the first list call after it answers quickly. */
export function prepareFigures(markets: readonly SeedMarket[], t = now()): void {
  const hour = bucketFloor(t, '1h');
  for (const market of markets) pastHoursOf(market, hour, t);
}
