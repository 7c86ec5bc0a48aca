import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import type { Page } from '../core/paging.ts';
import { balanceOf } from '../state/balances.ts';
import { data, signedInSandbox, tokenOf } from '../testing.ts';

interface Order {
  OrderId: number;
  Symbol: string;
  Side: number;
  OrderType: number;
  Price: string;
  Volume: number;
  FilledVolume: number;
  AvgPrice: string;
  Fee: string;
  Status: number;
}
interface Bill {
  BillType: number;
  BillTradeType: number;
  Symbol: string | null;
  Amount: string;
  Balance: string;
}
const HOUR = 3_600_000;

afterEach(() => resetClock());

/** Sessions last 15 minutes: each call signs in afresh, as the app's refresh would after the clock moved hours. */
function setUp() {
  const { sandbox, customer } = signedInSandbox();
  const call = async <T>(operationId: string, body: object = {}) =>
    data<T>(await sandbox.call(operationId, { token: tokenOf(sandbox), body }));
  const list = <T>(operationId: string, body: object = {}) => call<Page<T>>(operationId, { PageRows: 50, ...body });
  const usdt = () => balanceOf(sandbox.state.core.contractBalances, customer.UserId, 'USDT');
  return { sandbox, call, list, usdt };
}

describe('futures orders as the sandbox clock moves', () => {
  it('fills the BTC long in two steps, charging each fee to the wallet with a trading-fee bill', async () => {
    const { sandbox, list, usdt } = setUp();
    const btc = async () =>
      (await list<Order>('tradeGetActiveOrders', { ContractId: 1 })).Items.find((o) => o.Side === 1);
    const order = (await btc())!;
    const frozen = usdt().frozen;
    const wallet = usdt().available.plus(usdt().frozen);

    advanceClock(HOUR + 1);
    const partial = (await btc())!;
    expect(partial).toMatchObject({ FilledVolume: 40, Status: 2, AvgPrice: order.Price });
    const [fee] = (await list<Bill>('accountGetPcBillingRecords', { BillType: 2 })).Items;
    expect(fee).toMatchObject({ Symbol: 'BTCUSDT', BillTradeType: 1, Amount: `-${partial.Fee}` });
    expect(wallet.minus(partial.Fee).toFixed(4)).toBe(fee.Balance);
    // The filled part's margin moved from the order to the position: still held.
    expect(usdt().frozen.toFixed()).toBe(frozen.toFixed());

    advanceClock(2 * HOUR);
    expect(await btc()).toBeUndefined();
    const filled = (await list<Order>('tradeGetHistoryOrders')).Items.find((o) => o.OrderId === order.OrderId)!;
    expect(filled).toMatchObject({ FilledVolume: 100, Status: 3 });
    const fees = (await list<Bill>('accountGetPcBillingRecords', { BillType: 2, ContractId: 1 })).Items.slice(0, 2);
    expect(fees.reduce((sum, b) => sum.minus(b.Amount), new Decimal(0)).toFixed(4)).toBe(filled.Fee);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('triggers the SOL breakout plan into a resting order that holds its margin and names its trigger', async () => {
    const { sandbox, call, list, usdt } = setUp();
    const [plan] = (
      await list<{ OrderId: number; TriggerPrice: string; Price: string }>('tradeGetPlanOrders', { ContractId: 3 })
    ).Items;
    const frozen = usdt().frozen;

    advanceClock(2.5 * HOUR + 1);
    expect((await list('tradeGetPlanOrders', { ContractId: 3 })).TotalCount).toBe(0);
    const [history] = (
      await list<{ OrderId: number; Status: number; TriggerTime: string | null }>('tradeGetHistoryPlanOrders', {
        ContractId: 3,
      })
    ).Items;
    expect(history).toMatchObject({ OrderId: plan.OrderId, Status: 2 });
    expect(history.TriggerTime).not.toBeNull();
    const placed = (await list<Order>('tradeGetActiveOrders', { ContractId: 3 })).Items.find(
      (o) => o.Price === plan.Price,
    )!;
    expect(placed).toMatchObject({ Volume: 15, OrderType: 1, Status: 1 });
    expect(usdt().frozen.gt(frozen)).toBe(true);
    const detail = await call<{ TriggerPrice: string | null; MarginMode: string }>('tradeGetOrderDetail', {
      OrderId: placed.OrderId,
    });
    expect(detail).toMatchObject({ TriggerPrice: plan.TriggerPrice, MarginMode: 'cross' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('details orders with their margin mode, the plan that placed them and the profit a close realised', async () => {
    const { sandbox, call, list } = setUp();
    const history = (await list<Order & { Leverage: number }>('tradeGetHistoryOrders')).Items;
    const detail = (order: Order) =>
      call<{ MarginMode: string; TriggerPrice: string | null; RealisedPnl: string }>('tradeGetOrderDetail', {
        OrderId: order.OrderId,
      });
    const closeSol = history.find((o) => o.Symbol === 'SOLUSDT' && o.Side === 3)!;
    expect(await detail(closeSol)).toMatchObject({ MarginMode: 'cross', TriggerPrice: null, RealisedPnl: '7.4100' });
    const planned = history.find((o) => o.Symbol === 'BTCUSDT' && o.Side === 1 && o.OrderType === 2)!;
    const btcDetail = await detail(planned);
    expect(btcDetail.MarginMode).toBe('isolated');
    expect(btcDetail.TriggerPrice).not.toBeNull();
    expect(btcDetail.RealisedPnl).toBe('0.0000');
    const oldest = await list<Order>('tradeGetHistoryOrders', { SortOrder: 'asc' });
    expect(oldest.Items.map((o) => o.OrderId)).toEqual([...history].reverse().map((o) => o.OrderId));
    expect(sandbox.contractViolations).toEqual([]);
  });
});
