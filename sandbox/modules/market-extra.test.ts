import { beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from '../http/knob-routes.ts';
import { seedMarkets } from '../seed/markets.ts';
import { data, tokenOf } from '../testing.ts';

interface MarketRow {
  VarietyId: number;
  Symbol: string;
  QuoteCoin: string;
  Price: string;
}

const knob = (sandbox: Sandbox, body: unknown) =>
  answerKnobRequest(
    sandbox,
    new Request('http://localhost/__sandbox/markets', { method: 'POST', body: JSON.stringify(body) }),
  );

// The sandbox compiles its validators on its first call: pay for that before the tests.
beforeAll(() => new Sandbox().call('versionNewAll'), 30_000);

describe('the markets knob', () => {
  it('lists extra markets across the quote coins, answered by every market call', async () => {
    const sandbox = new Sandbox();
    expect((await knob(sandbox, { extra: 400 })).status).toBe(200);
    const rows = data<MarketRow[]>(await sandbox.call('marketGetMarketTrends'));
    expect(rows).toHaveLength(seedMarkets.length + 400);
    const extra = rows.slice(seedMarkets.length);
    expect(extra[0]).toMatchObject({ VarietyId: seedMarkets.length + 1, Symbol: 'QAAA/USDT' });
    expect(new Set(extra.map((m) => m.QuoteCoin))).toEqual(new Set(['USDT', 'BTC', 'ETH', 'USDC']));
    expect(data<unknown[]>(await sandbox.call('marketGetTradeVarieties'))).toHaveLength(seedMarkets.length + 400);
    expect(
      data<MarketRow[]>(await sandbox.call('marketGetMarketTrends', { query: { quoteCoin: 'USDC' } })),
    ).toHaveLength(100);
    const last = extra.at(-1)!;
    expect(
      data(await sandbox.call('marketGetTradeConfig', { query: { varietyId: String(last.VarietyId) } })),
    ).toMatchObject({ Symbol: last.Symbol });
    expect(
      data<unknown[]>(
        await sandbox.call('lineDataGetLineData', { body: { VarietyId: last.VarietyId, Interval: '1h', Limit: 24 } }),
      ),
    ).toHaveLength(24);
    expect(data(await sandbox.call('marketGetMarketRealStatistics'))).toMatchObject({
      MarketCount: seedMarkets.length + 400,
    });
    expect(data<unknown[]>(await sandbox.call('marketGetMarketRank', { query: { type: 'volume' } }))).toHaveLength(10);
    const token = tokenOf(sandbox);
    await sandbox.call('userTransactionAddOrDelete', { token, body: { VarietyId: last.VarietyId } });
    expect(data<MarketRow[]>(await sandbox.call('userTransactionGetUserTransactionList', { token }))[0].Symbol).toBe(
      last.Symbol,
    );
    expect(sandbox.contractViolations).toEqual([]);
  }, 30_000);

  it('lists the same markets for the same count, on the quote coins asked for, until reset', async () => {
    const first = new Sandbox();
    const second = new Sandbox();
    await knob(first, { extra: 50, quoteCoins: ['USDT'] });
    await knob(second, { extra: 50, quoteCoins: ['USDT'] });
    const prices = async (s: Sandbox) =>
      data<MarketRow[]>(await s.call('marketGetMarketTrends', { query: { quoteCoin: 'USDT' } })).map((m) => m.Symbol);
    expect(await prices(first)).toEqual(await prices(second));
    expect((await prices(first)).length).toBe(seedMarkets.filter((m) => m.QuoteCoin === 'USDT').length + 50);
    first.reset();
    expect(data<unknown[]>(await first.call('marketGetMarketTrends'))).toHaveLength(seedMarkets.length);
  });

  it('refuses a count it cannot name and a quote coin it does not list', async () => {
    const sandbox = new Sandbox();
    expect((await knob(sandbox, { extra: -1 })).status).toBe(400);
    const answer = await knob(sandbox, { extra: 10, quoteCoins: ['EUR'] });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatch(/^quoteCoins\.0:/);
  });
});
