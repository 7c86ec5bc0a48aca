import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Page } from '../core/paging.ts';
import { data, signedInSandbox } from '../testing.ts';

interface Order {
  OrderId: number;
  VarietyId: number;
  Symbol: string;
  Side: 'buy' | 'sell';
  Price: string;
  Amount: string;
  Filled: string;
  Status: string;
  CreateTime: string;
}
const isNewestFirst = (rows: { CreateTime: string }[]) =>
  rows.every((row, i) => i === 0 || Date.parse(rows[i - 1].CreateTime) >= Date.parse(row.CreateTime));

describe('spot module', () => {
  it('seeds five open orders whose funds are frozen, twenty finished orders, fifteen deals and three plans', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const open = data<Page<Order>>(await sandbox.call('tradingGetEntrustOrderList', { token, body: {} }));
    expect(open.TotalCount).toBe(5);
    expect(isNewestFirst(open.Items)).toBe(true);
    const frozenUsdt = open.Items.filter((o) => o.Side === 'buy').reduce(
      (sum, o) => sum.plus(new Decimal(o.Amount).minus(o.Filled).mul(o.Price)),
      new Decimal(0),
    );
    expect(balance('USDT').frozen.toFixed()).toBe(frozenUsdt.toFixed());
    expect(balance('USDT').available.plus(balance('USDT').frozen).toFixed()).toBe('12500');
    const history = data<Page<Order>>(
      await sandbox.call('tradingGetHistoryOrderList', { token, body: { PageRows: 50 } }),
    );
    expect(history.TotalCount).toBe(20);
    expect(isNewestFirst(history.Items)).toBe(true);
    const deals = data<Page<unknown>>(await sandbox.call('dealGetCustomerDealList', { token, body: {} }));
    expect(deals.TotalCount).toBe(15);
    const plans = data<Page<unknown>>(await sandbox.call('planOrderGetCustomerPlanOrderList', { token, body: {} }));
    expect(plans.TotalCount).toBe(3);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pages and filters the lists', async () => {
    const { sandbox, token } = signedInSandbox();
    const page2 = data<Page<Order>>(
      await sandbox.call('tradingGetEntrustOrderList', { token, body: { PageIndex: 2, PageRows: 2 } }),
    );
    expect(page2).toMatchObject({ PageIndex: 2, PageRows: 2, TotalCount: 5 });
    expect(page2.Items).toHaveLength(2);
    const sells = data<Page<Order>>(
      await sandbox.call('tradingGetEntrustOrderList', { token, body: { Side: 'sell' } }),
    );
    expect(sells.Items.every((o) => o.Side === 'sell')).toBe(true);
    const btc = data<Page<Order>>(await sandbox.call('tradingGetHistoryOrderList', { token, body: { VarietyId: 1 } }));
    expect(btc.TotalCount).toBe(3);
    const cancelled = data<Page<Order>>(
      await sandbox.call('tradingGetHistoryOrderList', { token, body: { Status: 'cancelled', PageRows: 50 } }),
    );
    expect(cancelled.TotalCount).toBe(9);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const recent = data<Page<Order>>(
      await sandbox.call('tradingGetHistoryOrderList', { token, body: { StartTime: lastWeek } }),
    );
    expect(recent.TotalCount).toBe(8);
    const buyDeals = data<Page<{ Side: string }>>(
      await sandbox.call('dealGetCustomerDealList', { token, body: { Side: 'buy', PageRows: 50 } }),
    );
    expect(buyDeals.Items.every((d) => d.Side === 'buy')).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels an open order: releases its frozen funds and moves it to the history', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const open = data<Page<Order>>(await sandbox.call('tradingGetEntrustOrderList', { token, body: { VarietyId: 1 } }));
    const order = open.Items[0];
    const before = balance('USDT').available;
    const cancelled = await sandbox.call('tradingCancelOrder', { token, body: { OrderId: order.OrderId } });
    expect(data(cancelled)).toMatchObject({ OrderId: order.OrderId, Status: 'cancelled' });
    expect(balance('USDT').available.minus(before).toFixed()).toBe(
      new Decimal(order.Amount).mul(order.Price).toFixed(),
    );
    const stillOpen = data<Page<Order>>(await sandbox.call('tradingGetEntrustOrderList', { token, body: {} }));
    expect(stillOpen.TotalCount).toBe(4);
    const history = data<Page<Order>>(await sandbox.call('tradingGetHistoryOrderList', { token, body: {} }));
    expect(history.TotalCount).toBe(21);
    expect(history.Items[0]).toMatchObject({ OrderId: order.OrderId, Status: 'cancelled' });
    const again = await sandbox.call('tradingCancelOrder', { token, body: { OrderId: order.OrderId } });
    expect(again.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels every open order, or one market only, and unfreezes all their funds', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const eth = await sandbox.call('tradingCancelAllOrderByUserId', { token, body: { VarietyId: 2 } });
    expect(data(eth)).toEqual({ CancelledCount: 1 });
    const rest = await sandbox.call('tradingCancelAllOrderByUserId', { token, body: {} });
    expect(data(rest)).toEqual({ CancelledCount: 4 });
    expect(balance('USDT').frozen.toFixed()).toBe('0');
    expect(balance('USDT').available.toFixed()).toBe('12500');
    const open = data<Page<Order>>(await sandbox.call('tradingGetEntrustOrderList', { token, body: {} }));
    expect(open.TotalCount).toBe(0);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels plan orders one by one or all at once, and refuses one that is not waiting', async () => {
    const { sandbox, token } = signedInSandbox();
    const plans = data<Page<{ Id: number; Status: string }>>(
      await sandbox.call('planOrderGetCustomerPlanOrderList', { token, body: {} }),
    );
    const first = plans.Items[0];
    const cancelled = await sandbox.call('planOrderCancelPlanOrder', { token, body: { Id: first.Id } });
    expect(data(cancelled)).toMatchObject({ Id: first.Id, Status: 'cancelled' });
    const again = await sandbox.call('planOrderCancelPlanOrder', { token, body: { Id: first.Id } });
    expect(again.body).toMatchObject({ StatusCode: 10004 });
    const waiting = data<Page<unknown>>(
      await sandbox.call('planOrderGetCustomerPlanOrderList', { token, body: { Status: 'waiting' } }),
    );
    expect(waiting.TotalCount).toBe(2);
    expect(data(await sandbox.call('planOrderCancelAllPlanOrder', { token, body: {} }))).toEqual({ CancelledCount: 2 });
    const left = data<Page<unknown>>(
      await sandbox.call('planOrderGetCustomerPlanOrderList', { token, body: { Status: 'waiting' } }),
    );
    expect(left.TotalCount).toBe(0);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses every spot call without a token with 51001', async () => {
    const { sandbox } = signedInSandbox();
    const calls: [string, object][] = [
      ['tradingGetEntrustOrderList', {}],
      ['tradingCancelOrder', { OrderId: 1 }],
      ['dealGetCustomerDealList', {}],
      ['planOrderCancelAllPlanOrder', {}],
    ];
    for (const [id, body] of calls)
      expect((await sandbox.call(id, { body })).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { sandbox, token } = signedInSandbox();
    const side = await sandbox.call('tradingGetEntrustOrderList', { token, body: { Side: 'hold' } });
    expect(side.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Side') });
    const misspelt = await sandbox.call('tradingGetHistoryOrderList', { token, body: { VarietyID: 1 } });
    expect(misspelt.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.VarietyID') });
    const missing = await sandbox.call('tradingCancelOrder', { token, body: {} });
    expect(missing.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.OrderId') });
    const rows = await sandbox.call('dealGetCustomerDealList', { token, body: { PageRows: 0 } });
    expect(rows.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.PageRows') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
