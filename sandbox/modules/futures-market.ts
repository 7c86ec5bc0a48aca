/** Public futures market calls: the contracts, candles and the order book. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { seedContracts } from '../seed/futures-contracts.ts';
import { candleSourceOf, contractBySymbol, contractPrice, contractRow, precisionOf } from './futures-contracts.ts';
import { hash01 } from './market-curve.ts';
import { candlesOf, candleWindow } from './market-prices.ts';

/** Candles answered without a StartTime, and at most with one. */
const defaultCandles = 200;
const maxCandles = 1000;
/** Gap between two price levels of the book, relative to the price. */
const levelGap = '0.00005';
/** The book reshuffles its volumes every few seconds. */
const bookRefreshMs = 3_000;

function bookSide(last: Decimal, step: Decimal, depth: number, direction: 1 | -1, seed: number, places: number) {
  return Array.from({ length: depth }, (_, i) => {
    const level = i + 1;
    const volume = 1 + Math.floor(hash01(level * 2 + (direction > 0 ? 1 : 0), seed) * (30 + 25 * level));
    return { Price: last.plus(step.mul(level * direction)).toFixed(places), Volume: String(volume) };
  });
}

export const futuresMarketHandlers = {
  baseinfoGetContracts: () => {
    const t = now();
    return seedContracts.map((c) => contractRow(c, t));
  },

  marketCandles: (ctx) => {
    const { Symbol, Interval, StartTime, EndTime, KLineType } = ctx.body;
    const contract = contractBySymbol(Symbol);
    const { start, end } = candleWindow(StartTime, EndTime);
    const limit = start === undefined ? defaultCandles : maxCandles;
    return candlesOf(candleSourceOf(contract, KLineType ?? 'trade'), { interval: Interval, start, end, limit });
  },

  marketRealTimeHandicapFull: (ctx) => {
    const t = now();
    const contract = contractBySymbol(ctx.body.Symbol);
    const places = precisionOf(contract);
    const last = contractPrice(contract, 'trade', t);
    const tick = new Decimal(1).div(new Decimal(10).pow(places));
    const step = Decimal.max(tick, last.mul(levelGap).toDecimalPlaces(places, Decimal.ROUND_UP));
    const depth = ctx.body.Depth ?? 20;
    const seed = Math.floor(t / bookRefreshMs) ^ (contract.ContractId * 977);
    return {
      Symbol: ctx.body.Symbol,
      LastPrice: last.toFixed(places),
      Bids: bookSide(last, step, depth, -1, seed, places),
      Asks: bookSide(last, step, depth, 1, seed, places),
      Time: new Date(t).toISOString(),
    };
  },
} satisfies ModuleHandlers;
