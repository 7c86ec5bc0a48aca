import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { advanceClock, resetClock } from '../core/clock.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { issueSession } from '../state/sessions.ts';
import { data, signedInSandbox } from '../testing.ts';

type Schemas = components['schemas'];
const minute = 60_000;

afterEach(() => resetClock());

function demo() {
  const signed = signedInSandbox();
  /** A fresh token after the clock moved past the first one's lifetime. */
  const token = () => issueSession(signed.sandbox.state.core.sessions, signed.customer.UserId).token;
  return { ...signed, token };
}

async function order(sandbox: Sandbox, token: string, OrderId: string) {
  const page = data<Schemas['LegalCurrencyOrderPage']>(
    await sandbox.call('legalCurrencyOrderGetListByLegalCurrencyOrder', { token, body: { PageRows: 50 } }),
  );
  return page.Items.find((o) => o.OrderId === OrderId)!;
}

async function paidBuy(sandbox: Sandbox, token: string) {
  const adv = data<Schemas['MatchedAdv']>(
    await sandbox.call('advertisementMatchAdv', {
      body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '160000' },
    }),
  );
  const placed = data<Schemas['LegalCurrencyOrder']>(
    await sandbox.call('legalCurrencyOrderUserBuyCoin', {
      token,
      body: { AdvId: adv.AdvId, FiatAmount: '160000', PaymentMethodId: adv.PaymentMethods[0].PaymentMethodId },
    }),
  );
  await sandbox.call('legalCurrencyOrderUserBuyCoinConfirmPayment', { token, body: { OrderId: placed.OrderId } });
  return placed;
}

describe('otc merchants on the sandbox clock', () => {
  it('releases a paid buy the knob’s minutes later, crediting the coin then', async () => {
    const { sandbox, token, balance } = demo();
    sandbox.state.otc.merchant = { acts: 'onClock', minutes: 5 };
    const before = balance('USDT').available;
    const placed = await paidBuy(sandbox, token());
    expect(await order(sandbox, token(), placed.OrderId)).toMatchObject({ Status: 'paid' });
    const ongoing = data<Schemas['LegalCurrencyOrderPage']>(
      await sandbox.call('legalCurrencyOrderGetListByLegalCurrencyOrder', { token: token(), body: { Ongoing: true } }),
    );
    expect(ongoing.Items.every((o) => !['completed', 'cancelled'].includes(o.Status))).toBe(true);
    expect(ongoing.Items.map((o) => o.OrderId)).toContain(placed.OrderId);
    const one = data<Schemas['LegalCurrencyOrderPage']>(
      await sandbox.call('legalCurrencyOrderGetListByLegalCurrencyOrder', {
        token: token(),
        body: { OrderId: placed.OrderId },
      }),
    );
    expect(one.Items.map((o) => o.OrderId)).toEqual([placed.OrderId]);
    advanceClock(5 * minute);
    expect(await order(sandbox, token(), placed.OrderId)).toMatchObject({ Status: 'completed' });
    expect(balance('USDT').available.toFixed()).toBe(before.plus(placed.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pays a sell on the clock, and never when told not to', async () => {
    const { sandbox, token } = demo();
    const advert = sandbox.state.otc.adverts.find(
      (a) =>
        a.side === 'sell' &&
        a.coin === 'USDT' &&
        a.fiat === 'NGN' &&
        a.paymentMethodIds.includes(1) &&
        a.max.gte(a.price.times(100)),
    )!;
    const sell = async () =>
      data<Schemas['LegalCurrencyOrder']>(
        await sandbox.call('legalCurrencyOrderUserSellCoin', {
          token: token(),
          body: { AdvId: advert.AdvId, Quantity: '100', ReceiptMethodDetailId: 8001 },
        }),
      );
    sandbox.state.otc.merchant = { acts: 'onClock', minutes: 3 };
    const timed = await sell();
    sandbox.state.otc.merchant = { acts: 'never', minutes: 5 };
    const stalled = await sell();
    advanceClock(3 * minute);
    expect(await order(sandbox, token(), timed.OrderId)).toMatchObject({ Status: 'paid' });
    advanceClock(60 * minute);
    expect(await order(sandbox, token(), stalled.OrderId)).toMatchObject({ Status: 'waitingPayment' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('leaves a paid buy with a merchant who never releases, and support resolves its appeal for the buyer', async () => {
    const { sandbox, token, balance } = demo();
    sandbox.state.otc.merchant = { acts: 'never', minutes: 5 };
    const before = balance('USDT').available;
    const placed = await paidBuy(sandbox, token());
    const appeal = data<Schemas['LegalCurrencyAppeal']>(
      await sandbox.call('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
        token: token(),
        body: { OrderId: placed.OrderId, Reason: 'paidNotReleased', Description: 'Paid in full, nothing released.' },
      }),
    );
    const detail = async () =>
      data<Schemas['AppealDetail']>(
        await sandbox.call('legalCurrencyAppealOrderGetAppealDetail', {
          token: token(),
          query: { id: String(appeal.AppealId) },
        }),
      );
    advanceClock(10 * minute);
    expect(await detail()).toMatchObject({ Status: 'processing', Result: null });
    advanceClock(50 * minute);
    const resolved = await detail();
    expect(resolved).toMatchObject({ Status: 'resolved', Order: { Status: 'completed' } });
    expect(resolved.Result).toContain('released');
    expect(resolved.Progress.map((p) => p.Status)).toEqual(['pending', 'pending', 'processing', 'resolved']);
    expect(balance('USDT').available.toFixed()).toBe(before.plus(placed.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });
});
