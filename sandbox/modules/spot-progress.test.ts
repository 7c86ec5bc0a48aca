import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import type { Page } from '../core/paging.ts';
import { data, signedInSandbox, tokenOf } from '../testing.ts';

interface Order {
  OrderId: number;
  Symbol: string;
  Side: 'buy' | 'sell';
  Type: string;
  Price: string;
  Amount: string;
  Filled: string;
  AvgPrice: string;
  Fee: string;
  FeeCoin: string;
  Status: string;
  CreateTime: string;
}
interface Deal {
  OrderId: number;
  Amount: string;
  Total: string;
  Fee: string;
  FeeCoin: string;
}
const HOUR = 3_600_000;

afterEach(() => resetClock());

/** Sessions last 15 minutes: each call signs in afresh, as the app's refresh would after the clock moved hours. */
function setUp() {
  const { sandbox, balance } = signedInSandbox();
  const token = () => tokenOf(sandbox);
  const list = async <T>(operationId: string, body: object = {}) =>
    data<Page<T>>(await sandbox.call(operationId, { token: token(), body: { PageRows: 50, ...body } }));
  const open = () => list<Order>('tradingGetEntrustOrderList');
  const btcOrder = async () => (await open()).Items.find((o) => o.Symbol === 'BTC/USDT')!;
  return { sandbox, token, balance, list, open, btcOrder };
}

describe('spot orders as the sandbox clock moves', () => {
  it('fills the BTC buy partly after an hour, then fully, paying from its frozen USDT and crediting BTC less the fee', async () => {
    const { sandbox, balance, list, open, btcOrder } = setUp();
    const order = await btcOrder();
    expect(order).toMatchObject({ Status: 'open', Filled: '0.000000', Fee: '0', FeeCoin: 'BTC' });
    const usdtFrozen = balance('USDT').frozen;
    const btcBefore = balance('BTC').available;

    advanceClock(HOUR + 1);
    const partial = await btcOrder();
    expect(partial).toMatchObject({ Status: 'partial', Filled: '0.020000', AvgPrice: order.Price });
    const firstDeals = await list<Deal>('dealGetCustomerDealList', { OrderId: order.OrderId });
    expect(firstDeals.Items).toHaveLength(1);
    expect(firstDeals.Items[0]).toMatchObject({ Amount: '0.02', FeeCoin: 'BTC' });
    expect(partial.Fee).toBe(firstDeals.Items[0].Fee);
    expect(usdtFrozen.minus(balance('USDT').frozen).toFixed()).toBe(new Decimal('0.02').mul(order.Price).toFixed());
    expect(balance('BTC').available.minus(btcBefore).toFixed()).toBe(
      new Decimal('0.02').minus(firstDeals.Items[0].Fee).toFixed(),
    );

    advanceClock(2 * HOUR);
    expect((await open()).Items.some((o) => o.OrderId === order.OrderId)).toBe(false);
    const history = await list<Order>('tradingGetHistoryOrderList');
    expect(history.Items.find((o) => o.OrderId === order.OrderId)).toMatchObject({
      Status: 'filled',
      Filled: '0.050000',
    });
    const deals = await list<Deal>('dealGetCustomerDealList', { OrderId: order.OrderId });
    expect(deals.TotalCount).toBe(2);
    const fees = deals.Items.reduce((sum, d) => sum.plus(d.Fee), new Decimal(0));
    expect(history.Items.find((o) => o.OrderId === order.OrderId)!.Fee).toBe(fees.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('triggers the ETH breakout plan into a filled market buy, then the BTC stop loss into a resting sell with frozen BTC', async () => {
    const { sandbox, balance, list } = setUp();
    const plans = () =>
      list<{ Id: number; Symbol: string; Status: string; TriggerPrice: string }>('planOrderGetCustomerPlanOrderList');
    const ethPlan = (await plans()).Items.find((p) => p.Symbol === 'ETH/USDT')!;
    const usdtBefore = balance('USDT').available;

    advanceClock(1.5 * HOUR + 1);
    expect((await plans()).Items.find((p) => p.Id === ethPlan.Id)!.Status).toBe('triggered');
    const bought = (await list<Order>('tradingGetHistoryOrderList', { Side: 'buy' })).Items[0];
    expect(bought).toMatchObject({
      Symbol: 'ETH/USDT',
      Type: 'market',
      Status: 'filled',
      Filled: '0.50000',
      AvgPrice: ethPlan.TriggerPrice,
    });
    const [deal] = (await list<Deal>('dealGetCustomerDealList', { OrderId: bought.OrderId })).Items;
    expect(usdtBefore.minus(balance('USDT').available).toFixed()).toBe(deal.Total);

    const btcFrozen = balance('BTC').frozen;
    advanceClock(4 * HOUR);
    const btcPlan = (await plans()).Items.find((p) => p.Symbol === 'BTC/USDT')!;
    expect(btcPlan.Status).toBe('triggered');
    const resting = (await list<Order>('tradingGetEntrustOrderList', { Side: 'sell' })).Items.find(
      (o) => o.Symbol === 'BTC/USDT',
    )!;
    expect(resting).toMatchObject({ Type: 'limit', Status: 'open', Amount: '0.020000' });
    expect(balance('BTC').frozen.minus(btcFrozen).toFixed()).toBe('0.02');
    expect((await plans()).Items.find((p) => p.Symbol === 'SOL/USDT')!.Status).toBe('waiting');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('does not fill an order cancelled before its fill was due', async () => {
    const { sandbox, token, balance, btcOrder } = setUp();
    const order = await btcOrder();
    await sandbox.call('tradingCancelOrder', { token: token(), body: { OrderId: order.OrderId } });
    const btc = balance('BTC').available;
    advanceClock(4 * HOUR);
    await sandbox.call('tradingGetEntrustOrderList', { token: token(), body: {} });
    expect(balance('BTC').available.toFixed()).toBe(btc.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists history and fills oldest first on request, and the fills of one order', async () => {
    const { sandbox, list } = setUp();
    const newest = await list<Order>('tradingGetHistoryOrderList');
    const oldest = await list<Order>('tradingGetHistoryOrderList', { SortOrder: 'asc' });
    expect(oldest.Items.map((o) => o.OrderId)).toEqual([...newest.Items].reverse().map((o) => o.OrderId));
    const deals = await list<Deal>('dealGetCustomerDealList', { SortOrder: 'asc', PageRows: 2 });
    expect(deals.Items[0].OrderId).toBeLessThan(deals.Items[1].OrderId);
    const eth = newest.Items.find((o) => o.Symbol === 'ETH/USDT' && o.Status === 'filled')!;
    const ethDeals = await list<Deal>('dealGetCustomerDealList', { OrderId: eth.OrderId });
    expect(ethDeals.Items.map((d) => d.OrderId)).toEqual([eth.OrderId]);
    expect(sandbox.contractViolations).toEqual([]);
  });
});
