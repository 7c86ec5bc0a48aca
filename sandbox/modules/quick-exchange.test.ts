import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import type { Page } from '../core/paging.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from '../http/knob-routes.ts';
import { data, signedInSandbox } from '../testing.ts';
import { flashSettleMs } from './quick-exchange-settle.ts';

interface Quote {
  Price: string;
  ToAmount: string;
  Fee: string;
  FeeCoin: string;
  ExpireSeconds: number;
}

const knob = (sandbox: Sandbox, name: string, body: unknown) =>
  answerKnobRequest(
    sandbox,
    new Request(`http://localhost/__sandbox/${name}`, { method: 'POST', body: JSON.stringify(body) }),
  );

afterEach(() => resetClock());

describe('quick exchange module', () => {
  it('lists the swappable coins with limits worth 10 to 100,000 USDT', async () => {
    const { sandbox } = signedInSandbox();
    const coins = data<{ Coin: string; MinAmount: string; MaxAmount: string; IconUrl: string }[]>(
      await sandbox.call('quickExchangeGetQuickExchangeCoinList'),
    );
    expect(coins.map((c) => c.Coin)).toContain('BTC');
    expect(coins.find((c) => c.Coin === 'USDT')).toMatchObject({ MinAmount: '10', MaxAmount: '100000' });
    expect(coins.find((c) => c.Coin === 'BTC')).toMatchObject({ MinAmount: '0.00015', MaxAmount: '1.4' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists every allowed swap direction', async () => {
    const { sandbox } = signedInSandbox();
    const pairs = data<{ FromCoin: string; ToCoin: string }[]>(
      await sandbox.call('quickExchangeGetWebsiteCanTradeCoinList'),
    );
    expect(pairs).toContainEqual({ FromCoin: 'BTC', ToCoin: 'USDT' });
    expect(pairs).toContainEqual({ FromCoin: 'USDT', ToCoin: 'BTC' });
    expect(pairs).toContainEqual({ FromCoin: 'ETH', ToCoin: 'BTC' });
    expect(pairs).not.toContainEqual({ FromCoin: 'SOL', ToCoin: 'BTC' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('quotes a swap with a 0.2% fee taken in the received coin', async () => {
    const { sandbox } = signedInSandbox();
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'USDT', ToCoin: 'ETH', FromAmount: '1000' },
      }),
    );
    const gross = new Decimal(1000).mul(quote.Price);
    expect(quote).toMatchObject({ FeeCoin: 'ETH', ExpireSeconds: 10 });
    expect(new Decimal(quote.Fee).div(gross).toNumber()).toBeCloseTo(0.002, 6);
    expect(new Decimal(quote.ToAmount).plus(quote.Fee).minus(gross).abs().toNumber()).toBeLessThan(1e-7);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a quote for a pair it does not swap or an amount outside the limits (10001), and bad input (400)', async () => {
    const { sandbox } = signedInSandbox();
    const pair = await sandbox.call('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'SOL', ToCoin: 'BTC', FromAmount: '1' },
    });
    expect(pair.body).toMatchObject({ StatusCode: 10001 });
    const tooSmall = await sandbox.call('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '1' },
    });
    expect(tooSmall.body).toMatchObject({ StatusCode: 10001 });
    const badAmount = await sandbox.call('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '-5' },
    });
    expect(badAmount.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.FromAmount') });
    const misspelt = await sandbox.call('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', Amount: '100' },
    });
    expect(misspelt.body).toMatchObject({ StatusCode: 400 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('swaps at the quoted price: holds the spent coin while pending, then spends it and credits the received one', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const usdtBefore = balance('USDT').available;
    const frozenBefore = balance('USDT').frozen;
    const btcBefore = balance('BTC').available;
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500' },
      }),
    );
    const placed = data<{ OrderId: number; Status: string }>(
      await sandbox.call('flashOrderSendFlashOrder', {
        token,
        body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500', Price: quote.Price },
      }),
    );
    expect(placed.Status).toBe('pending');
    expect(usdtBefore.minus(balance('USDT').available).toFixed()).toBe('500');
    expect(balance('USDT').frozen.minus(frozenBefore).toFixed()).toBe('500');
    const status = async () =>
      data<{ ToAmount: string; Status: string; Price: string }>(
        await sandbox.call('flashOrderCheckFlashOrderStatus', { token, query: { orderId: String(placed.OrderId) } }),
      );
    expect(await status()).toMatchObject({ Status: 'pending', Price: quote.Price, ToAmount: quote.ToAmount });

    advanceClock(flashSettleMs);
    expect(await status()).toMatchObject({ Status: 'success', ToAmount: quote.ToAmount });
    expect(balance('USDT').frozen.toFixed()).toBe(frozenBefore.toFixed());
    expect(balance('BTC').available.minus(btcBefore).toFixed()).toBe(quote.ToAmount);
    const list = data<Page<{ OrderId: number }>>(
      await sandbox.call('flashOrderGetUserFlashOrderPageList', { token, body: {} }),
    );
    expect(list.TotalCount).toBe(7);
    expect(list.Items[0].OrderId).toBe(placed.OrderId);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('settles a pending order when the balances are read, so the assets agree with it', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const btcBefore = balance('BTC').available;
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500' },
      }),
    );
    await sandbox.call('flashOrderSendFlashOrder', {
      token,
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500', Price: quote.Price },
    });
    advanceClock(flashSettleMs);
    await sandbox.call('customerAssetsGetAssets', { token, body: {} });
    expect(balance('BTC').available.minus(btcBefore).toFixed()).toBe(quote.ToAmount);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('ends the next orders as failed when the flash-orders knob says so, releasing what was held', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    expect((await knob(sandbox, 'flash-orders', { outcome: 'failed', count: 1 })).status).toBe(200);
    const [usdtBefore, frozenBefore, btcBefore] = [
      balance('USDT').available,
      balance('USDT').frozen,
      balance('BTC').available,
    ];
    const order = async () => {
      const quote = data<Quote>(
        await sandbox.call('quickExchangeQueryEstimatePrice', {
          body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '100' },
        }),
      );
      return data<{ OrderId: number }>(
        await sandbox.call('flashOrderSendFlashOrder', {
          token,
          body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '100', Price: quote.Price },
        }),
      );
    };
    const failed = await order();
    advanceClock(flashSettleMs);
    const answer = await sandbox.call('flashOrderCheckFlashOrderStatus', {
      token,
      query: { orderId: String(failed.OrderId) },
    });
    expect(data(answer)).toMatchObject({ Status: 'failed' });
    expect(balance('USDT').available.toFixed()).toBe(usdtBefore.toFixed());
    expect(balance('USDT').frozen.toFixed()).toBe(frozenBefore.toFixed());
    expect(balance('BTC').available.toFixed()).toBe(btcBefore.toFixed());

    const next = await order();
    advanceClock(flashSettleMs);
    expect(
      data(await sandbox.call('flashOrderCheckFlashOrderStatus', { token, query: { orderId: String(next.OrderId) } })),
    ).toMatchObject({ Status: 'success' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an order on a quote past its lifetime with 30003, on the sandbox clock', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'USDT', ToCoin: 'ETH', FromAmount: '200' },
      }),
    );
    advanceClock(quote.ExpireSeconds * 1000 + 5_000);
    // The market barely moved in those seconds: within 1%, so the expiry is what refuses it.
    const refused = await sandbox.call('flashOrderSendFlashOrder', {
      token,
      body: { FromCoin: 'USDT', ToCoin: 'ETH', FromAmount: '200', Price: quote.Price },
    });
    expect(refused.body).toMatchObject({ StatusCode: 30003 });
    expect(balance('USDT').available.toFixed()).toBe(before.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('moves the swap prices by the flash-price knob, so a new quote differs from the last', async () => {
    const { sandbox } = signedInSandbox();
    const ask = async () =>
      data<Quote>(
        await sandbox.call('quickExchangeQueryEstimatePrice', {
          body: { FromCoin: 'BTC', ToCoin: 'USDT', FromAmount: '0.01' },
        }),
      );
    const before = await ask();
    expect((await knob(sandbox, 'flash-price', { movePercent: 3 })).status).toBe(200);
    const after = await ask();
    expect(new Decimal(after.Price).div(before.Price).minus(1).toNumber()).toBeCloseTo(0.03, 3);
    expect(new Decimal(after.ToAmount).gt(before.ToAmount)).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a swap beyond the balance with 30001 and leaves the balances alone', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'ETH', ToCoin: 'USDT', FromAmount: '10' },
      }),
    );
    const [ethBefore, usdtBefore] = [balance('ETH').available, balance('USDT').available];
    const refused = await sandbox.call('flashOrderSendFlashOrder', {
      token,
      body: { FromCoin: 'ETH', ToCoin: 'USDT', FromAmount: '10', Price: quote.Price },
    });
    expect(refused.body).toMatchObject({ StatusCode: 30001 });
    expect(balance('ETH').available.toFixed()).toBe(ethBefore.toFixed());
    expect(balance('USDT').available.toFixed()).toBe(usdtBefore.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a swap whose quoted price moved more than 1% with 30002', async () => {
    const { sandbox, token } = signedInSandbox();
    const quote = data<Quote>(
      await sandbox.call('quickExchangeQueryEstimatePrice', {
        body: { FromCoin: 'BTC', ToCoin: 'USDT', FromAmount: '0.01' },
      }),
    );
    const stale = new Decimal(quote.Price).mul('1.02').toFixed(2);
    const refused = await sandbox.call('flashOrderSendFlashOrder', {
      token,
      body: { FromCoin: 'BTC', ToCoin: 'USDT', FromAmount: '0.01', Price: stale },
    });
    expect(refused.body).toMatchObject({ StatusCode: 30002 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the seeded flash orders newest first and filters them', async () => {
    const { sandbox, token } = signedInSandbox();
    const all = data<Page<{ CreateTime: string }>>(
      await sandbox.call('flashOrderGetUserFlashOrderPageList', { token, body: { PageRows: 50 } }),
    );
    expect(all.TotalCount).toBe(6);
    expect(Date.parse(all.Items[0].CreateTime)).toBeGreaterThan(Date.parse(all.Items[5].CreateTime));
    const failed = data<Page<unknown>>(
      await sandbox.call('flashOrderGetUserFlashOrderPageList', { token, body: { Status: 'failed' } }),
    );
    expect(failed.TotalCount).toBe(1);
    const intoUsdt = data<Page<unknown>>(
      await sandbox.call('flashOrderGetUserFlashOrderPageList', { token, body: { ToCoin: 'USDT' } }),
    );
    expect(intoUsdt.TotalCount).toBe(3);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses flash orders without a token (51001), an unknown order (10004) and a malformed id (400)', async () => {
    const { sandbox, token } = signedInSandbox();
    const body = { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500', Price: '0.0000149' };
    expect((await sandbox.call('flashOrderSendFlashOrder', { body })).body).toMatchObject({ StatusCode: 51001 });
    expect(
      (await sandbox.call('flashOrderCheckFlashOrderStatus', { query: { orderId: '6600001' } })).body,
    ).toMatchObject({ StatusCode: 51001 });
    expect((await sandbox.call('flashOrderGetUserFlashOrderPageList', { body: {} })).body).toMatchObject({
      StatusCode: 51001,
    });
    const unknown = await sandbox.call('flashOrderCheckFlashOrderStatus', { token, query: { orderId: '42' } });
    expect(unknown.body).toMatchObject({ StatusCode: 10004 });
    const malformed = await sandbox.call('flashOrderCheckFlashOrderStatus', { token, query: { orderId: 'abc' } });
    expect(malformed.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.orderId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
