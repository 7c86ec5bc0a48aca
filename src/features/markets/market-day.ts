/**
 * A market's last 24 hours from its hourly candles (spot: LineData/GetLineData; futures:
 * market/Candles): the prices the sparkline draws, and for contracts, whose list carries no 24h
 * figures, the change, high and low. Loaded once a row stays on screen, then every few minutes.
 */
import type { components as BaseSchemas } from '../../../generated/base.ts';
import type { components as FuturesSchemas } from '../../../generated/futures.ts';
import { lineDataGetLineData } from '../../../generated/operations/lineDataGetLineData.ts';
import { marketCandles } from '../../../generated/operations/marketCandles.ts';
import { apiQuery, contentData, pollEvery } from '../../api/query.ts';
import { Decimal, toDecimal } from '../../lib/decimal.ts';

type Candle = BaseSchemas['schemas']['Candle'] | FuturesSchemas['schemas']['FuturesCandle'];

const hours = 24;
const chartsMs = 5 * 60_000;

export interface MarketDay {
  /** The first candle's open, then each close: what the sparkline draws. */
  prices: string[];
  /** Percent change from the first open to the last close (2.35 is +2.35%). */
  change: Decimal | null;
  high: Decimal | null;
  low: Decimal | null;
}

/** The day of the last 24 candles, oldest first. */
export function dayOf(candles: readonly Candle[]): MarketDay {
  const day = candles.slice(-hours);
  if (day.length === 0) return { prices: [], change: null, high: null, low: null };
  const open = toDecimal(day[0].Open);
  const close = toDecimal(day[day.length - 1].Close);
  const highs = day.map((c) => toDecimal(c.High)).filter((v): v is Decimal => v !== null);
  const lows = day.map((c) => toDecimal(c.Low)).filter((v): v is Decimal => v !== null);
  return {
    prices: [day[0].Open, ...day.map((c) => c.Close)],
    change: open && close && !open.isZero() ? close.div(open).minus(1).times(100) : null,
    high: highs.length > 0 ? Decimal.max(...highs) : null,
    low: lows.length > 0 ? Decimal.min(...lows) : null,
  };
}

export const spotDayQuery = (varietyId: number) => ({
  ...apiQuery(lineDataGetLineData, { body: { VarietyId: varietyId, Interval: '1h', Limit: hours } }),
  ...contentData,
  ...pollEvery(chartsMs),
  select: dayOf,
  chart: true,
});

/**
 * Without a start, the futures host answers the latest 200 hourly candles; the day is the last 24.
 * Its change is drawn by the browser too: a rendered page would carry every row's 200 candles.
 */
export const futuresDayQuery = (symbol: string) => ({
  ...apiQuery(marketCandles, { body: { Symbol: symbol, Interval: '1h', KLineType: 'trade' } }),
  ...contentData,
  ...pollEvery(chartsMs),
  select: dayOf,
  chart: true,
});
