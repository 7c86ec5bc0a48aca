import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { seedMarkets } from '../seed/markets.ts';
import { data } from '../testing.ts';
import { driftFactor, walkStepMs } from './market-curve.ts';
import type { Candle } from './market-prices.ts';

interface MarketRow {
  VarietyId: number;
  Price: string;
  Change24h: string;
  High24h: string;
  Low24h: string;
}

const trends = async (sandbox: Sandbox) => data<MarketRow[]>(await sandbox.call('marketGetMarketTrends'));

// The sandbox compiles its validators on its first call: pay for that before the tests.
beforeAll(() => new Sandbox().call('versionNewAll'), 30_000);

describe('market prices on the sandbox clock', () => {
  afterEach(() => {
    resetClock();
    vi.useRealTimers();
  });

  it('gives one price per market and time, the same on every run', () => {
    const t = Date.parse('2026-11-20T09:30:00Z');
    expect(driftFactor(7, t).toString()).toBe(driftFactor(7, t).toString());
    expect(driftFactor(7, t).eq(driftFactor(8, t))).toBe(false);
  });

  it('walks: most prices change within a minute, and by small steps', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T09:30:00Z') });
    const sandbox = new Sandbox();
    const before = await trends(sandbox);
    advanceClock(60_000);
    const after = await trends(sandbox);
    const moved = after.filter((row, i) => row.Price !== before[i].Price);
    expect(moved.length).toBeGreaterThan(seedMarkets.length / 2);
    for (const [i, row] of after.entries()) {
      expect(Math.abs(Number(row.Price) / Number(before[i].Price) - 1)).toBeLessThan(0.005);
    }
  });

  it('takes a step every 15 seconds, each scale its own random way', () => {
    const t = Math.floor(Date.parse('2026-11-20T09:30:00Z') / walkStepMs) * walkStepMs;
    const steps = Array.from({ length: 40 }, (_, i) => driftFactor(3, t + i * walkStepMs).toNumber());
    const moves = steps.slice(1).map((f, i) => Math.sign(f - steps[i]));
    expect(moves.filter((m) => m > 0).length).toBeGreaterThan(5);
    expect(moves.filter((m) => m < 0).length).toBeGreaterThan(5);
  });

  it('reads the 24h figures from the last 24 hourly candles, as they move with the price', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T09:30:00Z') });
    const sandbox = new Sandbox();
    advanceClock(5 * 3_600_000 + 17 * 60_000);
    for (const market of [seedMarkets[0], seedMarkets[19]]) {
      const row = (await trends(sandbox)).find((r) => r.VarietyId === market.VarietyId)!;
      const candles = data<Candle[]>(
        await sandbox.call('lineDataGetLineData', { body: { VarietyId: market.VarietyId, Interval: '1h', Limit: 24 } }),
      );
      expect(candles).toHaveLength(24);
      expect(Date.parse(candles.at(-1)!.Time)).toBeLessThanOrEqual(now());
      expect(row.Price).toBe(candles.at(-1)!.Close);
      const change = ((Number(row.Price) / Number(candles[0].Open) - 1) * 100).toFixed(2);
      expect(Number(row.Change24h)).toBeCloseTo(Number(change), 1);
      expect(row.High24h).toBe(candles.map((c) => c.High).reduce((a, b) => (Number(a) >= Number(b) ? a : b)));
      expect(row.Low24h).toBe(candles.map((c) => c.Low).reduce((a, b) => (Number(a) <= Number(b) ? a : b)));
    }
    expect(sandbox.contractViolations).toEqual([]);
  });
});
