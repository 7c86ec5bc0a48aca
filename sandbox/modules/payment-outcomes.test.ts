import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { advanceClock, resetClock } from '../core/clock.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from '../http/knob-routes.ts';
import { issueSession } from '../state/sessions.ts';
import { codeOf, data, msgOf, signedInSandbox } from '../testing.ts';

type Schemas = components['schemas'];
type Order = Schemas['PaymentOrder'];
const cardBuy = {
  CoinCode: 'USDT',
  FiatCode: 'NGN',
  FiatAmount: '100000',
  PayMethodId: 101,
  Fields: { CardHolderName: 'Ada Okafor', Email: 'demo@example.com' },
};
const mobileSell = {
  CoinCode: 'USDT',
  Quantity: '20',
  FiatCode: 'GHS',
  PayMethodId: 203,
  Fields: { PhoneNumber: '+233241234567', Network: 'MTN', AccountName: 'Ada' },
};

const knob = (sandbox: Sandbox, name: string, body: unknown) =>
  answerKnobRequest(
    sandbox,
    new Request(`http://localhost/__sandbox/${name}`, { method: 'POST', body: JSON.stringify(body) }),
  );

async function orderOf(sandbox: Sandbox, token: string, OrderId: string): Promise<Order> {
  const page = data<Schemas['PaymentOrderPage']>(
    await sandbox.call('ordersGetCustomerList', { token, body: { OrderId } }),
  );
  expect(page.TotalCount).toBe(1);
  return page.Items[0];
}

async function submittedCardBuy(sandbox: Sandbox, token: string): Promise<Order> {
  const created = data<Order>(await sandbox.call('ordersCreateBuyKlicklPay', { token, body: cardBuy }));
  return data<Order>(await sandbox.call('ordersCreateKlicklPayReady', { token, body: { OrderId: created.OrderId } }));
}

afterEach(() => resetClock());

describe('how the providers end orders', () => {
  it('gives a buy its payment window and a sell none', async () => {
    const { sandbox, token } = signedInSandbox();
    const buy = data<Order>(
      await sandbox.call('ordersCreateBuy', {
        token,
        body: {
          CoinCode: 'USDT',
          FiatCode: 'GHS',
          FiatAmount: '500',
          PayMethodId: 104,
          Fields: { PhoneNumber: '+233241234567', Network: 'MTN' },
        },
      }),
    );
    expect(Date.parse(buy.ExpireTime) - Date.parse(buy.CreateTime)).toBe(15 * 60_000);
    const sell = data<Order>(await sandbox.call('ordersCreateSell', { token, body: mobileSell }));
    expect(sell.ExpireTime).toBe('0001-01-01T00:00:00');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('fails the next order when told, and completes the one after', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    expect((await knob(sandbox, 'payment-outcome', { outcome: 'failed' })).status).toBe(200);
    const before = balance('USDT').available;
    const failing = await submittedCardBuy(sandbox, token);
    const paying = await submittedCardBuy(sandbox, token);
    advanceClock(10_000);
    expect((await orderOf(sandbox, token, failing.OrderId)).Status).toBe('failed');
    expect((await orderOf(sandbox, token, paying.OrderId)).Status).toBe('completed');
    expect(balance('USDT').available.toFixed()).toBe(before.plus(paying.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('expires an unpaid buy when its payment window closes, and never credits it', async () => {
    const { sandbox, token, balance, customer } = signedInSandbox();
    await knob(sandbox, 'payment-outcome', { outcome: 'expired' });
    const before = balance('USDT').available;
    const order = await submittedCardBuy(sandbox, token);
    advanceClock(10 * 60_000);
    expect((await orderOf(sandbox, token, order.OrderId)).Status).toBe('submitted');
    advanceClock(20 * 60_000);
    const expired = await orderOf(
      sandbox,
      issueSession(sandbox.state.core.sessions, customer.UserId).token,
      order.OrderId,
    );
    expect(expired.Status).toBe('expired');
    expect(expired.CompleteTime).toBe('0001-01-01T00:00:00');
    expect(balance('USDT').available.toFixed()).toBe(before.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('processes a payout and gives the coin back when the provider refuses it', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    await knob(sandbox, 'payment-outcome', { outcome: 'failed', count: 1 });
    const before = balance('USDT').available;
    const sell = data<Order>(await sandbox.call('ordersCreateSell', { token, body: mobileSell }));
    expect(sell.Status).toBe('submitted');
    expect(balance('USDT').available.toFixed()).toBe(before.minus(20).toFixed());
    advanceClock(10_000);
    expect((await orderOf(sandbox, token, sell.OrderId)).Status).toBe('failed');
    expect(balance('USDT').available.toFixed()).toBe(before.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a bad knob body naming the field', async () => {
    const { sandbox } = signedInSandbox();
    const bad = await knob(sandbox, 'payment-outcome', { outcome: 'lost' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('outcome');
    const refusal = await knob(sandbox, 'facilita-document', { documentLabel: 'selfie', reason: 'Face hidden' });
    expect(refusal.status).toBe(200);
    expect(sandbox.state.payment.knobs.documentRefusal).toMatchObject({
      label: 'selfie',
      remaining: 1,
      reason: { en: 'Face hidden', fr: 'Face hidden' },
    });
  });
});

describe('limits and filters', () => {
  it('keeps an unverified customer under the daily limit and lets a verified one go further', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    customer.kyc.status = 'none';
    const buy = (FiatAmount: string) =>
      sandbox.call('ordersCreateBuyKlicklPay', { token, body: { ...cardBuy, FiatAmount } });
    expect(codeOf(await buy('400000'))).toBe(200);
    const over = await buy('200000');
    expect(codeOf(over)).toBe('payment:0011');
    expect(msgOf(over)).toBe('The daily limit of this channel is 500000 NGN; 100000 NGN is left today');
    customer.kyc.status = 'passed';
    expect(codeOf(await buy('200000'))).toBe(200);
    const channels = data<Schemas['PaymentChannel'][]>(
      await sandbox.call('paymentListGetPaymentChannelByPayType', {
        query: { currency: 'NGN', payType: 'card', side: 'buy' },
      }),
    );
    expect(channels[0]).toMatchObject({ DailyLimit: '500000', VerifiedDailyLimit: '5000000' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters the orders by fiat currency and by order number', async () => {
    const { sandbox, token } = signedInSandbox();
    const ghs = data<Schemas['PaymentOrderPage']>(
      await sandbox.call('ordersGetCustomerList', { token, body: { FiatCode: 'GHS' } }),
    );
    expect(ghs.Items.map((o) => o.FiatCode)).toEqual(['GHS']);
    const one = await orderOf(sandbox, token, ghs.Items[0].OrderId);
    expect(one.OrderId).toBe(ghs.Items[0].OrderId);
    const pairs = data<Schemas['PaymentCurrencyPair'][]>(
      await sandbox.call('currencyGetWebsiteSupportCurrencyPairList'),
    );
    expect(pairs.find((p) => p.CoinCode === 'BTC' && p.FiatCode === 'NGN')).toMatchObject({
      CoinPrecision: 8,
      FiatPrecision: 2,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
