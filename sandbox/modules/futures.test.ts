import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Page } from '../core/paging.ts';
import { answerWebRequest } from '../http/web-request.ts';
import { balanceOf } from '../state/balances.ts';
import { data, signedInSandbox } from '../testing.ts';

interface Order {
  OrderId: number;
  ContractId: number;
  Side: number;
  Price: string;
  Volume: number;
  FilledVolume: number;
  Leverage: number;
  Status: number;
  CreateTime: string;
}
interface Candle {
  Time: string;
  Open: string;
  Close: string;
  Volume: string;
}

/** The demo customer signed in, with their USDT in the futures account. */
function setUp() {
  const signedIn = signedInSandbox();
  const usdt = () => balanceOf(signedIn.sandbox.state.core.contractBalances, signedIn.customer.UserId, 'USDT');
  return { ...signedIn, usdt };
}

const isNewestFirst = (rows: { CreateTime: string }[]) =>
  rows.every((row, i) => i === 0 || Date.parse(rows[i - 1].CreateTime) >= Date.parse(row.CreateTime));
const multipliers: Record<number, string> = { 1: '0.001', 2: '0.01', 3: '0.1' };

describe('futures module', () => {
  it('lists the perpetual contracts without a token, with live prices', async () => {
    const { sandbox } = setUp();
    const contracts = data<{ Symbol: string; IndexPrice: string; MarkPrice: string }[]>(
      await sandbox.call('baseinfoGetContracts'),
    );
    expect(contracts.length).toBeGreaterThanOrEqual(6);
    expect(contracts[0]).toMatchObject({ ContractId: 1, Symbol: 'BTCUSDT', Multiplier: '0.001', MaxLeverage: 125 });
    expect(Number(contracts[0].MarkPrice)).toBeGreaterThan(Number(contracts[0].IndexPrice));
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the futures account: margin held by orders and positions, PnL at the mark price', async () => {
    const { sandbox, token, usdt } = setUp();
    const [asset] = data<
      { Coin: string; Balance: string; Available: string; Margin: string; UnrealisedPnl: string; Equity: string }[]
    >(await sandbox.call('accountGetAsset', { token }));
    expect(asset).toMatchObject({ Coin: 'USDT', Balance: '2000.0000', Margin: usdt().frozen.toFixed(4) });
    expect(new Decimal(asset.Available).plus(asset.Margin).toFixed(4)).toBe('2000.0000');
    expect(new Decimal(asset.Balance).plus(asset.UnrealisedPnl).toFixed(4)).toBe(asset.Equity);
    expect((await sandbox.call('accountGetAsset')).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('names enumeration values in the language asked for, from a form-encoded typeName', async () => {
    const { sandbox } = setUp();
    const fr = await sandbox.call('accountGetEnumType', { body: { typeName: 'OrderStatus' }, language: 'fr' });
    expect(data(fr)).toEqual([
      { Value: 1, Name: 'Ouvert' },
      { Value: 2, Name: 'Partiellement exécuté' },
      { Value: 3, Name: 'Exécuté' },
      { Value: 4, Name: 'Annulé' },
    ]);
    const zh = data<{ Name: string }[]>(
      await sandbox.call('accountGetEnumType', { body: { typeName: 'BillType' }, language: 'zh-CN' }),
    );
    expect(zh[0].Name).toBe('划转');
    const unknown = await sandbox.call('accountGetEnumType', { body: { typeName: 'Colour' } });
    expect(unknown.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.typeName') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the 26 bills of every type newest first, ending at the wallet balance, and filters them', async () => {
    const { sandbox, token } = setUp();
    const all = data<
      Page<{
        BillId: number;
        Balance: string;
        Amount: string;
        CreateTime: string;
        BillType: number;
        BillTradeType: number;
      }>
    >(await sandbox.call('accountGetPcBillingRecords', { token, body: { PageIndex: 1, PageRows: 50 } }));
    expect(all.TotalCount).toBe(26);
    expect(new Set(all.Items.map((b) => b.BillType))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(all.Items.map((b) => b.BillTradeType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(all.Items.every((b) => b.BillType !== 1 || b.BillTradeType !== 5 || Number(b.Amount) > 0)).toBe(true);
    expect(all.Items[0].Balance).toBe('2000.0000');
    expect(isNewestFirst(all.Items)).toBe(true);
    const transfers = data<Page<unknown>>(
      await sandbox.call('accountGetPcBillingRecords', { token, body: { BillType: 1 } }),
    );
    expect(transfers.TotalCount).toBe(4);
    const btc = data<Page<unknown>>(
      await sandbox.call('accountGetPcBillingRecords', { token, body: { ContractId: 1, CoinId: 3 } }),
    );
    expect(btc.TotalCount).toBe(3);
    const since = new Date(Date.now() - 30.5 * 3_600_000).toISOString();
    const recent = data<Page<unknown>>(
      await sandbox.call('accountGetPcBillingRecords', { token, body: { StartTime: since } }),
    );
    expect(recent.TotalCount).toBe(5);
    const badType = await sandbox.call('accountGetPcBillingRecords', { token, body: { BillType: 9 } });
    expect(badType.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.BillType') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('adds and removes favourite contracts', async () => {
    const { sandbox, token } = setUp();
    const ids = async () =>
      data<{ ContractId: number }[]>(await sandbox.call('accountGetMyFavorites', { token })).map((c) => c.ContractId);
    expect(await ids()).toEqual([1, 2]);
    expect((await sandbox.call('accountAddToFavorites', { token, body: { contractId: 3 } })).body).toMatchObject({
      StatusCode: 200,
      Data: true,
    });
    await sandbox.call('accountAddToFavorites', { token, body: { contractId: 3 } });
    expect(await ids()).toEqual([3, 1, 2]);
    await sandbox.call('accountRemoveFavorites', { token, body: { contractId: 1 } });
    expect(await ids()).toEqual([3, 2]);
    const unknown = await sandbox.call('accountAddToFavorites', { token, body: { contractId: 99 } });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    const bad = await sandbox.call('accountAddToFavorites', { token, body: { contractId: 'abc' } });
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.contractId') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('reads typeName and contractId from form-encoded web requests', async () => {
    const { sandbox, token } = setUp();
    const post = (path: string, form: string) =>
      answerWebRequest(
        sandbox,
        new Request(`http://localhost/sandbox/futures/api/account/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', token, languagecode: 'zh-Hant' },
          body: form,
        }),
      );
    const names = await (await post('GetEnumType', 'typeName=OrderType')).json();
    expect(names).toMatchObject({
      StatusCode: 200,
      Data: [
        { Value: 1, Name: '限價' },
        { Value: 2, Name: '市價' },
      ],
    });
    expect(await (await post('AddToFavorites', 'contractId=6')).json()).toMatchObject({ StatusCode: 200, Data: true });
    expect(sandbox.state.futures.favorites.get(sandbox.state.core.customers.list[0].UserId)).toEqual([6, 1, 2]);
    expect(await (await post('RemoveFavorites', 'contractId=x')).json()).toMatchObject({ StatusCode: 400 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('seeds open, finished, plan and kill-or-fill orders, newest first and filterable by contract', async () => {
    const { sandbox, token } = setUp();
    const count = async (id: string, body: object = {}) =>
      data<Page<Order>>(await sandbox.call(id, { token, body })).TotalCount;
    expect(await count('tradeGetActiveOrders')).toBe(4);
    expect(await count('tradeGetHistoryOrders')).toBe(15);
    expect(await count('tradeGetPlanOrders')).toBe(3);
    expect(await count('tradeGetHistoryPlanOrders')).toBe(6);
    expect(await count('tradeGetActiveKillOrFillOrders')).toBe(2);
    expect(await count('tradeGetHistoryKillOrFillOrders')).toBe(4);
    expect(await count('tradeGetActiveOrders', { ContractId: 1 })).toBe(2);
    const history = data<Page<Order>>(await sandbox.call('tradeGetHistoryOrders', { token, body: { PageRows: 50 } }));
    expect(isNewestFirst(history.Items)).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels an open order: its margin returns to available and it moves to the history', async () => {
    const { sandbox, token, usdt } = setUp();
    const active = data<Page<Order>>(await sandbox.call('tradeGetActiveOrders', { token, body: { ContractId: 3 } }));
    const order = active.Items[0];
    const before = usdt().available;
    const cancelled = await sandbox.call('tradeCancelOrder', { token, body: { OrderId: order.OrderId } });
    expect(data(cancelled)).toMatchObject({ OrderId: order.OrderId, Status: 4 });
    const margin = new Decimal(order.Price)
      .mul(order.Volume - order.FilledVolume)
      .mul(multipliers[3])
      .div(order.Leverage)
      .toDecimalPlaces(4);
    expect(usdt().available.minus(before).toFixed()).toBe(margin.toFixed());
    const history = data<Page<Order>>(await sandbox.call('tradeGetHistoryOrders', { token, body: { ContractId: 3 } }));
    expect(history.Items.map((o) => o.OrderId)).toContain(order.OrderId);
    const again = await sandbox.call('tradeCancelOrder', { token, body: { OrderId: order.OrderId } });
    expect(again.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels plan and kill-or-fill orders into their histories', async () => {
    const { sandbox, token } = setUp();
    const plan = data<Page<Order>>(await sandbox.call('tradeGetPlanOrders', { token, body: {} })).Items[0];
    expect(data(await sandbox.call('tradeCancelPlanOrder', { token, body: { OrderId: plan.OrderId } }))).toMatchObject({
      Status: 3,
    });
    expect(data<Page<Order>>(await sandbox.call('tradeGetPlanOrders', { token, body: {} })).TotalCount).toBe(2);
    expect(data<Page<Order>>(await sandbox.call('tradeGetHistoryPlanOrders', { token, body: {} })).TotalCount).toBe(7);
    const kill = data<Page<Order>>(await sandbox.call('tradeGetActiveKillOrFillOrders', { token, body: {} })).Items[0];
    expect(
      data(await sandbox.call('tradeCancelKillOrFillOrder', { token, body: { OrderId: kill.OrderId } })),
    ).toMatchObject({ Status: 4 });
    expect(
      data<Page<Order>>(await sandbox.call('tradeGetHistoryKillOrFillOrders', { token, body: {} })).TotalCount,
    ).toBe(5);
    const wrong = await sandbox.call('tradeCancelPlanOrder', { token, body: { OrderId: kill.OrderId } });
    expect(wrong.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('details an order with fills that add up to its filled volume and fee', async () => {
    const { sandbox, token } = setUp();
    const history = data<Page<Order & { Fee: string }>>(
      await sandbox.call('tradeGetHistoryOrders', { token, body: { PageRows: 50 } }),
    );
    for (const order of history.Items) {
      const detail = data<{ Fee: string; Trades: { Volume: number; Fee: string }[] }>(
        await sandbox.call('tradeGetOrderDetail', { token, body: { OrderId: order.OrderId } }),
      );
      expect(detail.Trades.reduce((sum, t) => sum + t.Volume, 0)).toBe(order.FilledVolume);
      expect(detail.Trades.reduce((sum, t) => sum.plus(t.Fee), new Decimal(0)).toFixed(4)).toBe(detail.Fee);
    }
    const unknown = await sandbox.call('tradeGetOrderDetail', { token, body: { OrderId: 1 } });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses order calls without a token with 51001', async () => {
    const { sandbox } = setUp();
    expect((await sandbox.call('tradeGetActiveOrders', { body: {} })).body).toMatchObject({ StatusCode: 51001 });
    expect((await sandbox.call('tradeCancelOrder', { body: { OrderId: 1 } })).body).toMatchObject({
      StatusCode: 51001,
    });
    expect((await sandbox.call('accountGetPcBillingRecords', { body: {} })).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('draws repeatable trade, index and mark candles from the spec candle query', async () => {
    const { sandbox } = setUp();
    const range = {
      Symbol: 'ETHUSDT',
      Interval: '15m',
      StartTime: '2024-05-01T00:00:00Z',
      EndTime: '2024-05-01T06:00:00Z',
    };
    const trade = data<Candle[]>(await sandbox.call('marketCandles', { body: range }));
    expect(trade).toHaveLength(24);
    expect(data(await sandbox.call('marketCandles', { body: { ...range, KLineType: 'trade' } }))).toEqual(trade);
    const index = data<Candle[]>(await sandbox.call('marketCandles', { body: { ...range, KLineType: 'index' } }));
    const mark = data<Candle[]>(await sandbox.call('marketCandles', { body: { ...range, KLineType: 'mark' } }));
    expect(index.every((c) => c.Volume === '0.00000')).toBe(true);
    expect(Number(mark[0].Open)).toBeGreaterThan(Number(index[0].Open));
    expect(Number(trade[0].Volume)).toBeGreaterThan(0);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a bad candle query: unknown or malformed symbol, bad KLineType, reversed range', async () => {
    const { sandbox } = setUp();
    expect((await sandbox.call('marketCandles', { body: { Symbol: 'ABCUSDT', Interval: '1h' } })).body).toMatchObject({
      StatusCode: 10004,
    });
    const malformed = await sandbox.call('marketCandles', { body: { Symbol: 'btc-usdt', Interval: '1h' } });
    expect(malformed.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Symbol') });
    const kind = await sandbox.call('marketCandles', {
      body: { Symbol: 'BTCUSDT', Interval: '1h', KLineType: 'last' },
    });
    expect(kind.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.KLineType') });
    const reversed = await sandbox.call('marketCandles', {
      body: { Symbol: 'BTCUSDT', Interval: '1h', StartTime: '2024-05-02T00:00:00Z', EndTime: '2024-05-01T00:00:00Z' },
    });
    expect(reversed.body).toMatchObject({ StatusCode: 10001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers an order book of bids below and asks above the last price', async () => {
    const { sandbox } = setUp();
    const book = data<{ LastPrice: string; Bids: { Price: string }[]; Asks: { Price: string }[] }>(
      await sandbox.call('marketRealTimeHandicapFull', { body: { Symbol: 'BTCUSDT', Depth: 5 } }),
    );
    expect(book.Bids).toHaveLength(5);
    expect(book.Asks).toHaveLength(5);
    const bids = book.Bids.map((l) => Number(l.Price));
    const asks = book.Asks.map((l) => Number(l.Price));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(bids[0]).toBeLessThan(Number(book.LastPrice));
    expect(asks[0]).toBeGreaterThan(Number(book.LastPrice));
    const deep = await sandbox.call('marketRealTimeHandicapFull', { body: { Symbol: 'BTCUSDT', Depth: 500 } });
    expect(deep.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Depth') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
