import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { seedMarkets } from '../seed/markets.ts';
import { data, tokenOf } from '../testing.ts';
import type { Candle } from './market-prices.ts';

interface MarketRow {
  VarietyId: number;
  Symbol: string;
  Price: string;
  Change24h: string;
  IconUrl: string;
}

describe('market module', () => {
  afterEach(() => resetClock());

  it('lists every market with its figures and icon, and only one quote coin when asked', async () => {
    const sandbox = new Sandbox();
    const all = await sandbox.call('marketGetMarketTrends');
    expect(all.body).toMatchObject({ StatusCode: 200 });
    const rows = data<MarketRow[]>(all);
    expect(rows).toHaveLength(seedMarkets.length);
    expect(rows[0]).toMatchObject({
      VarietyId: 1,
      Symbol: 'BTC/USDT',
      IconUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    });
    const btcQuoted = data<MarketRow[]>(await sandbox.call('marketGetMarketTrends', { query: { quoteCoin: 'BTC' } }));
    expect(btcQuoted.length).toBe(7);
    expect(btcQuoted.every((m) => m.Symbol.endsWith('/BTC'))).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('keeps every live price within 3% of the seed as sandbox time passes', async () => {
    const sandbox = new Sandbox();
    for (let step = 0; step < 12; step++) {
      const rows = data<MarketRow[]>(await sandbox.call('marketGetMarketTrends'));
      for (const row of rows) {
        const seed = seedMarkets.find((m) => m.VarietyId === row.VarietyId)!;
        expect(new Decimal(row.Price).div(seed.Price).minus(1).abs().toNumber()).toBeLessThanOrEqual(0.03);
      }
      advanceClock(7.3 * 3_600_000);
    }
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers six recommended markets', async () => {
    const sandbox = new Sandbox();
    const rows = data<MarketRow[]>(await sandbox.call('marketGetMarketRecommendTrends'));
    expect(rows.map((r) => r.Symbol)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'BNB/USDT',
      'XRP/USDT',
      'DOGE/USDT',
    ]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('ranks gainers and losers by their 24h change and new listings by id', async () => {
    const sandbox = new Sandbox();
    const change = (rows: MarketRow[]) => rows.map((r) => Number(r.Change24h));
    const gainers = data<MarketRow[]>(await sandbox.call('marketGetMarketRank', { query: { type: 'gainers' } }));
    expect(gainers).toHaveLength(10);
    expect(change(gainers)).toEqual([...change(gainers)].sort((a, b) => b - a));
    const losers = data<MarketRow[]>(await sandbox.call('marketGetMarketRank', { query: { type: 'losers' } }));
    expect(change(losers)).toEqual([...change(losers)].sort((a, b) => a - b));
    const newest = data<MarketRow[]>(await sandbox.call('marketGetMarketRank', { query: { type: 'new' } }));
    expect(newest[0].VarietyId).toBe(seedMarkets.length);
    const volume = await sandbox.call('marketGetMarketRank', { query: { type: 'volume' } });
    expect(data<MarketRow[]>(volume)).toHaveLength(10);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an unknown ranking with a 400 naming the type parameter', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('marketGetMarketRank', { query: { type: 'hot' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.type') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the exchange-wide statistics', async () => {
    const sandbox = new Sandbox();
    const stats = data<{ MarketCount: number; CoinCount: number; CustomerCount: number; Volume24h: string }>(
      await sandbox.call('marketGetMarketRealStatistics'),
    );
    expect(stats).toMatchObject({ MarketCount: 31, CoinCount: 22 });
    expect(Number(stats.Volume24h)).toBeGreaterThan(0);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the trading rules of a market and 10004 for an unknown one', async () => {
    const sandbox = new Sandbox();
    const btc = await sandbox.call('marketGetTradeConfig', { query: { varietyId: '1' } });
    expect(data(btc)).toMatchObject({
      VarietyId: 1,
      Symbol: 'BTC/USDT',
      PricePrecision: 2,
      AmountPrecision: 6,
      MakerFeeRate: '0.001',
    });
    const unknown = await sandbox.call('marketGetTradeConfig', { query: { varietyId: '999' } });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    const missing = await sandbox.call('marketGetTradeConfig');
    expect(missing.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.varietyId') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the tradable varieties', async () => {
    const sandbox = new Sandbox();
    const varieties = data<{ VarietyId: number; Symbol: string }[]>(await sandbox.call('marketGetTradeVarieties'));
    expect(varieties).toHaveLength(seedMarkets.length);
    expect(varieties[0]).toEqual({ VarietyId: 1, Symbol: 'BTC/USDT', BaseCoin: 'BTC', QuoteCoin: 'USDT' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('draws the same candles for the same range, one interval apart and oldest first', async () => {
    const sandbox = new Sandbox();
    const body = {
      VarietyId: 1,
      Interval: '1h',
      StartTime: '2024-03-01T00:00:00.000Z',
      EndTime: '2024-03-03T00:00:00.000Z',
    };
    const first = data<Candle[]>(await sandbox.call('lineDataGetLineData', { body }));
    const again = data<Candle[]>(await sandbox.call('lineDataGetLineData', { body }));
    expect(first).toHaveLength(48);
    expect(again).toEqual(first);
    expect(first[0].Time).toBe('2024-03-01T00:00:00.000Z');
    expect(Date.parse(first[1].Time) - Date.parse(first[0].Time)).toBe(3_600_000);
    for (const c of first) {
      expect(Number(c.High)).toBeGreaterThanOrEqual(Math.max(Number(c.Open), Number(c.Close)));
      expect(Number(c.Low)).toBeLessThanOrEqual(Math.min(Number(c.Open), Number(c.Close)));
    }
    expect(first[1].Open).toBe(first[0].Close);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the latest Limit candles up to now when no range is given', async () => {
    const sandbox = new Sandbox();
    const candles = data<Candle[]>(
      await sandbox.call('lineDataGetLineData', { body: { VarietyId: 2, Interval: '1w', Limit: 30 } }),
    );
    expect(candles).toHaveLength(30);
    expect(new Date(candles[0].Time).getUTCDay()).toBe(1);
    expect(Date.parse(candles.at(-1)!.Time)).toBeLessThanOrEqual(Date.now());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a bad candle query: unknown interval, misspelt field, reversed range, unknown market', async () => {
    const sandbox = new Sandbox();
    const interval = await sandbox.call('lineDataGetLineData', { body: { VarietyId: 1, Interval: '2h' } });
    expect(interval.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Interval') });
    const misspelt = await sandbox.call('lineDataGetLineData', { body: { VarietyId: 1, Interval: '1h', Limt: 5 } });
    expect(misspelt.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Limt') });
    const badDate = await sandbox.call('lineDataGetLineData', {
      body: { VarietyId: 1, Interval: '1h', StartTime: 'yesterday' },
    });
    expect(badDate.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.StartTime') });
    const reversed = await sandbox.call('lineDataGetLineData', {
      body: { VarietyId: 1, Interval: '1h', StartTime: '2024-03-02T00:00:00Z', EndTime: '2024-03-01T00:00:00Z' },
    });
    expect(reversed.body).toMatchObject({ StatusCode: 10001 });
    const unknown = await sandbox.call('lineDataGetLineData', { body: { VarietyId: 999, Interval: '1h' } });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('toggles a favourite market and keeps the change', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const before = data<MarketRow[]>(await sandbox.call('userTransactionGetUserTransactionList', { token }));
    expect(before.map((m) => m.Symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    const added = await sandbox.call('userTransactionAddOrDelete', { token, body: { VarietyId: 8 } });
    expect(data(added)).toEqual({ VarietyId: 8, IsFavorite: true });
    const after = data<MarketRow[]>(await sandbox.call('userTransactionGetUserTransactionList', { token }));
    expect(after.map((m) => m.VarietyId)).toEqual([8, 1, 2, 4]);
    const removed = await sandbox.call('userTransactionAddOrDelete', { token, body: { VarietyId: 1 } });
    expect(data(removed)).toEqual({ VarietyId: 1, IsFavorite: false });
    const last = data<MarketRow[]>(await sandbox.call('userTransactionGetUserTransactionList', { token }));
    expect(last.map((m) => m.VarietyId)).toEqual([8, 2, 4]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses favourites without a token (51001) and an unknown market (10004)', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('userTransactionGetUserTransactionList')).body).toMatchObject({ StatusCode: 51001 });
    expect((await sandbox.call('userTransactionAddOrDelete', { body: { VarietyId: 1 } })).body).toMatchObject({
      StatusCode: 51001,
    });
    const unknown = await sandbox.call('userTransactionAddOrDelete', {
      token: tokenOf(sandbox),
      body: { VarietyId: 404 },
    });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
