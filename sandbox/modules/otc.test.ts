import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { answerWebRequest } from '../http/web-request.ts';
import { issueSession } from '../state/sessions.ts';
import { codeOf, data, msgOf, signedInSandbox } from '../testing.ts';

type Schemas = components['schemas'];
async function listOrders(sandbox: Sandbox, token: string, body: object = {}) {
  return data<Schemas['LegalCurrencyOrderPage']>(
    await sandbox.call('legalCurrencyOrderGetListByLegalCurrencyOrder', { token, body }),
  );
}

afterEach(() => resetClock());

describe('otc market data', () => {
  it('lists the four OTC coins and the fiat currencies with translated names, NGN first', async () => {
    const sandbox = new Sandbox();
    const coins = data<Schemas['OtcCoin'][]>(await sandbox.call('traderGetCoinList'));
    expect(coins.map((c) => c.CoinCode)).toEqual(['USDT', 'BTC', 'ETH', 'USDC']);
    const fiats = data<Schemas['LegalCurrency'][]>(
      await sandbox.call('traderGetLegalCurrencyList', { language: 'fr' }),
    );
    expect(fiats[0]).toMatchObject({ Code: 'NGN', Symbol: '₦', Name: 'Naira nigérian' });
    expect(fiats.map((f) => f.Code)).toContain('BRL');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists pairs with their limits, filtered by fiat', async () => {
    const sandbox = new Sandbox();
    const pairs = data<Schemas['CurrencyPair'][]>(
      await sandbox.call('advertisementGetWebsiteCurrencyPairList', { query: { FiatCode: 'NGN' } }),
    );
    expect(pairs).toHaveLength(4);
    expect(pairs[0]).toMatchObject({
      CoinCode: 'USDT',
      FiatCode: 'NGN',
      Min: '15855',
      Max: '31710000',
      QuantityPrecision: 2,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('quotes a buy reference price above the sell one', async () => {
    const sandbox = new Sandbox();
    const price = async (Side: string) =>
      new Decimal(
        data<Schemas['ReferencePrice']>(
          await sandbox.call('advertisementGetReferencePrice', { body: { CoinCode: 'USDT', FiatCode: 'NGN', Side } }),
        ).Price,
      );
    const buy = await price('buy');
    const sell = await price('sell');
    expect(buy.gt('1585.50')).toBe(true);
    expect(sell.lt('1585.50')).toBe(true);
    const unknown = await sandbox.call('advertisementGetReferencePrice', {
      body: { CoinCode: 'DOGE', FiatCode: 'NGN', Side: 'buy' },
    });
    expect(codeOf(unknown)).toBe(62007);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('matches the cheapest buy advert that holds the amount and works out the quantity', async () => {
    const sandbox = new Sandbox();
    const body = { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '160000' };
    const adv = data<Schemas['MatchedAdv']>(await sandbox.call('advertisementMatchAdv', { body }));
    const cheaper = sandbox.state.otc.adverts.filter(
      (a) =>
        a.side === 'buy' &&
        a.coin === 'USDT' &&
        a.fiat === 'NGN' &&
        a.price.lt(adv.Price) &&
        a.min.lte('160000') &&
        a.max.gte('160000'),
    );
    expect(cheaper).toEqual([]);
    expect(adv.Quantity).toBe(new Decimal('160000').div(adv.Price).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed());
    expect(adv.PaymentMethods.length).toBeGreaterThan(0);
    const byQuantity = data<Schemas['MatchedAdv']>(
      await sandbox.call('advertisementMatchAdv', {
        body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'sell', Quantity: '100' },
      }),
    );
    expect(byQuantity.FiatAmount).toBe(new Decimal(byQuantity.Price).times(100).toFixed(2));
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('only matches adverts accepting the payment method type asked for', async () => {
    const sandbox = new Sandbox();
    const adv = data<Schemas['MatchedAdv']>(
      await sandbox.call('advertisementMatchAdv', {
        body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '50000', PaymentMethodType: 'mobileMoney' },
      }),
    );
    expect(adv.PaymentMethods.some((m) => m.Type === 'mobileMoney')).toBe(true);
    const none = await sandbox.call('advertisementMatchAdv', {
      body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '50000', PaymentMethodType: 'pix' },
    });
    expect(codeOf(none)).toBe(62001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a match without an amount, or with an amount no advert holds', async () => {
    const sandbox = new Sandbox();
    const noAmount = await sandbox.call('advertisementMatchAdv', {
      body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy' },
    });
    expect(noAmount.status).toBe(400);
    expect(msgOf(noAmount)).toContain('body.FiatAmount');
    const huge = await sandbox.call('advertisementMatchAdv', {
      body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '900000000' },
    });
    expect(codeOf(huge)).toBe(62001);
    const zero = await sandbox.call('advertisementMatchAdv', {
      body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '0' },
    });
    expect(zero.status).toBe(400);
    expect(msgOf(zero)).toContain('body.FiatAmount');
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('otc buy orders', () => {
  async function placeBuy(sandbox: Sandbox, token: string, FiatAmount = '160000') {
    const adv = data<Schemas['MatchedAdv']>(
      await sandbox.call('advertisementMatchAdv', {
        body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount },
      }),
    );
    const answer = await sandbox.call('legalCurrencyOrderUserBuyCoin', {
      token,
      body: { AdvId: adv.AdvId, FiatAmount, PaymentMethodId: adv.PaymentMethods[0].PaymentMethodId },
    });
    return { adv, answer, order: data<Schemas['LegalCurrencyOrder']>(answer) };
  }

  it('opens an unpaid order with the merchant details and a 15-minute deadline, reserving advert stock', async () => {
    const { sandbox, token } = signedInSandbox();
    const { adv, order } = await placeBuy(sandbox, token);
    expect(order).toMatchObject({
      Side: 'buy',
      Status: 'unpaid',
      AdvId: adv.AdvId,
      FiatAmount: '160000.00',
      Quantity: adv.Quantity,
      ReceiptMethodDetailId: null,
    });
    expect(order.PaymentDetails.map((d) => d.Name)).toContain('AccountName');
    expect(Date.parse(order.PayDeadline) - Date.parse(order.CreateTime)).toBe(15 * 60_000);
    const advert = sandbox.state.otc.adverts.find((a) => a.AdvId === adv.AdvId)!;
    expect(advert.available.toFixed()).toBe(new Decimal(adv.AvailableQuantity).minus(adv.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('completes a buy once paid and credits the coin', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const { order } = await placeBuy(sandbox, token);
    const paid = data<Schemas['LegalCurrencyOrder']>(
      await sandbox.call('legalCurrencyOrderUserBuyCoinConfirmPayment', { token, body: { OrderId: order.OrderId } }),
    );
    expect(paid.Status).toBe('paid');
    expect(balance('USDT').available.toFixed()).toBe(before.plus(order.Quantity).toFixed());
    const listed = (await listOrders(sandbox, token)).Items[0];
    expect(listed).toMatchObject({ OrderId: order.OrderId, Status: 'completed' });
    const again = await sandbox.call('legalCurrencyOrderUserBuyCoinConfirmPayment', {
      token,
      body: { OrderId: order.OrderId },
    });
    expect(codeOf(again)).toBe(62003);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels an unpaid buy with the reason and gives the stock back, but not twice', async () => {
    const { sandbox, token } = signedInSandbox();
    const { adv, order } = await placeBuy(sandbox, token);
    const cancelled = data<Schemas['LegalCurrencyOrder']>(
      await sandbox.call('legalCurrencyOrderUserCancelBuyCoin', {
        token,
        body: { OrderId: order.OrderId, Reason: 'Changed my mind' },
      }),
    );
    expect(cancelled).toMatchObject({ Status: 'cancelled', CancelledBy: 'customer', CancelReason: 'Changed my mind' });
    expect(sandbox.state.otc.adverts.find((a) => a.AdvId === adv.AdvId)!.available.toFixed()).toBe(
      adv.AvailableQuantity,
    );
    const again = await sandbox.call('legalCurrencyOrderUserCancelBuyCoin', {
      token,
      body: { OrderId: order.OrderId, Reason: 'again' },
    });
    expect(codeOf(again)).toBe(62003);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels an order left unpaid past its deadline', async () => {
    const { sandbox, token: first, customer } = signedInSandbox();
    const { order } = await placeBuy(sandbox, first);
    advanceClock(16 * 60_000);
    const token = issueSession(sandbox.state.core.sessions, customer.UserId).token;
    const listed = (await listOrders(sandbox, token, { Status: 'cancelled' })).Items.find(
      (o) => o.OrderId === order.OrderId,
    );
    expect(listed).toMatchObject({ CancelledBy: 'timeout' });
    const late = await sandbox.call('legalCurrencyOrderUserBuyCoinConfirmPayment', {
      token,
      body: { OrderId: order.OrderId },
    });
    expect(codeOf(late)).toBe(62003);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses amounts outside the advert limits, foreign payment methods, sell adverts and unknown adverts', async () => {
    const { sandbox, token } = signedInSandbox();
    const buyAdvert = sandbox.state.otc.adverts.find((a) => a.side === 'buy' && a.fiat === 'NGN')!;
    const sellAdvert = sandbox.state.otc.adverts.find((a) => a.side === 'sell' && a.fiat === 'NGN')!;
    const buy = (body: object) => sandbox.call('legalCurrencyOrderUserBuyCoin', { token, body });
    expect(codeOf(await buy({ AdvId: buyAdvert.AdvId, FiatAmount: '10', PaymentMethodId: 1 }))).toBe(62002);
    expect(codeOf(await buy({ AdvId: buyAdvert.AdvId, FiatAmount: '50000', PaymentMethodId: 6 }))).toBe(62004);
    expect(codeOf(await buy({ AdvId: sellAdvert.AdvId, FiatAmount: '50000', PaymentMethodId: 1 }))).toBe(62008);
    expect(codeOf(await buy({ AdvId: 999999, FiatAmount: '50000', PaymentMethodId: 1 }))).toBe(10004);
    const misspelt = await buy({ AdvId: buyAdvert.AdvId, FiatAmount: '50000', PaymentMethodID: 1 });
    expect(misspelt.status).toBe(400);
    expect(msgOf(misspelt)).toContain('PaymentMethodId');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a customer who has not passed identity verification to verify first', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    customer.kyc.status = 'pending';
    const { answer } = await placeBuy(sandbox, token);
    expect(codeOf(answer)).toBe(51038);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    const sandbox = new Sandbox();
    expect(codeOf(await sandbox.call('legalCurrencyOrderGetListByLegalCurrencyOrder', { body: {} }))).toBe(51001);
    expect(
      codeOf(
        await sandbox.call('legalCurrencyOrderUserBuyCoin', {
          body: { AdvId: 1001, FiatAmount: '50000', PaymentMethodId: 1 },
        }),
      ),
    ).toBe(51001);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('otc sell orders', () => {
  const bankMethodId = 8001;

  function ngnSellAdvert(sandbox: Sandbox, channelId: number, accepts = true) {
    return sandbox.state.otc.adverts.find(
      (a) =>
        a.side === 'sell' &&
        a.coin === 'USDT' &&
        a.fiat === 'NGN' &&
        a.paymentMethodIds.includes(channelId) === accepts &&
        a.max.gte(a.price.times(100)),
    )!;
  }

  it('freezes the coin, reads paid once the merchant pays, and spends the coin on confirmation', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const advert = ngnSellAdvert(sandbox, 1);
    const before = balance('USDT').available;
    const frozenBefore = balance('USDT').frozen;
    const placed = data<Schemas['LegalCurrencyOrder']>(
      await sandbox.call('legalCurrencyOrderUserSellCoin', {
        token,
        body: { AdvId: advert.AdvId, Quantity: '100', ReceiptMethodDetailId: bankMethodId },
      }),
    );
    expect(placed).toMatchObject({
      Side: 'sell',
      Status: 'waitingPayment',
      Quantity: '100',
      ReceiptMethodDetailId: bankMethodId,
    });
    expect(placed.PaymentDetails.find((d) => d.Name === 'AccountNumber')?.Value).toBe('0123454821');
    expect(balance('USDT').frozen.toFixed()).toBe(frozenBefore.plus(100).toFixed());
    expect(balance('USDT').available.toFixed()).toBe(before.minus(100).toFixed());
    expect((await listOrders(sandbox, token, { Side: 'sell' })).Items[0]).toMatchObject({
      OrderId: placed.OrderId,
      Status: 'paid',
    });
    const noPin = await sandbox.call('legalCurrencyOrderUserSellCoinConfirmReceipt', {
      token,
      body: { OrderId: placed.OrderId },
    });
    expect(msgOf(noPin)).toContain('body.Pin');
    expect(
      codeOf(
        await sandbox.call('legalCurrencyOrderUserSellCoinConfirmReceipt', {
          token,
          body: { OrderId: placed.OrderId, Pin: '000000' },
        }),
      ),
    ).not.toBe(200);
    const done = data<Schemas['LegalCurrencyOrder']>(
      await sandbox.call('legalCurrencyOrderUserSellCoinConfirmReceipt', {
        token,
        body: { OrderId: placed.OrderId, Pin: '123456' },
      }),
    );
    expect(done.Status).toBe('completed');
    expect(balance('USDT').frozen.toFixed()).toBe(frozenBefore.toFixed());
    expect(balance('USDT').available.toFixed()).toBe(before.minus(100).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a sell beyond the balance, to a method the advert cannot pay, or to an unknown method', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const sell = (body: object) => sandbox.call('legalCurrencyOrderUserSellCoin', { token, body });
    balance('USDT').available = new Decimal(20);
    expect(
      codeOf(
        await sell({ AdvId: ngnSellAdvert(sandbox, 1).AdvId, Quantity: '100', ReceiptMethodDetailId: bankMethodId }),
      ),
    ).toBe(30001);
    const noOpay = ngnSellAdvert(sandbox, 2, false);
    expect(codeOf(await sell({ AdvId: noOpay.AdvId, Quantity: '100', ReceiptMethodDetailId: 8002 }))).toBe(62004);
    expect(codeOf(await sell({ AdvId: noOpay.AdvId, Quantity: '100', ReceiptMethodDetailId: 9999 }))).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the eight seeded orders of the demo customer, newest first', async () => {
    const { sandbox, token } = signedInSandbox();
    const page = await listOrders(sandbox, token, { PageRows: 5 });
    expect(page.TotalCount).toBe(8);
    expect(page.Items).toHaveLength(5);
    expect(page.Items[0].Status).toBe('unpaid');
    const times = page.Items.map((o) => o.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await listOrders(sandbox, token, { Status: 'completed' })).TotalCount).toBe(3);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('otc receipt methods', () => {
  it('lists the channels with how many methods of each the customer keeps', async () => {
    const { sandbox, token } = signedInSandbox();
    const channels = data<Schemas['ReceiptChannel'][]>(
      await sandbox.call('legalPaymentGetCreatedPaymentChannel', { token, query: { FiatCode: 'NGN' } }),
    );
    expect(channels.map((c) => [c.ReceiptPaymentMethodId, c.SavedCount])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers a form-encoded form request with the channel fields in the asked language', async () => {
    const { sandbox } = signedInSandbox();
    const form = data<Schemas['ReceiptMethodForm']>(
      await sandbox.call('legalPaymentGetReceiptPaymentMethodFormAsync', {
        body: { receiptPaymentMethodId: 1 },
        language: 'fr',
      }),
    );
    expect(form.Fields.map((f) => f.Name)).toEqual(['BankName', 'AccountNumber', 'AccountName']);
    expect(form.Fields[0]).toMatchObject({ Label: 'Nom de la banque', Type: 'select', Required: true });
    expect(form.Fields[0].Options.length).toBeGreaterThan(3);
    expect(
      codeOf(
        await sandbox.call('legalPaymentGetReceiptPaymentMethodFormAsync', { body: { receiptPaymentMethodId: 99 } }),
      ),
    ).toBe(10004);
    const bad = await sandbox.call('legalPaymentGetReceiptPaymentMethodFormAsync', {
      body: { receiptPaymentMethodId: 'one' },
    });
    expect(bad.status).toBe(400);
    expect(msgOf(bad)).toContain('receiptPaymentMethodId');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('reads the form-encoded calls of an HTTP request as their typed fields', async () => {
    const { sandbox, token } = signedInSandbox();
    const post = (action: string, body: string) =>
      answerWebRequest(
        sandbox,
        new Request(`http://localhost/sandbox/base/api/idcm/otc/${action}`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
    const form = (await (
      await post('LegalPayment/GetReceiptPaymentMethodFormAsync', 'receiptPaymentMethodId=6')
    ).json()) as { Data: Schemas['ReceiptMethodForm'] };
    expect(form.Data).toMatchObject({ ReceiptPaymentMethodId: 6, Name: 'PIX', Type: 'pix' });
    const deleted = (await (
      await post('LegalPaymentChannelSetting/DeleteUserReceiptMethodInfoDetail', 'userReceiptMethodInfoDetailId=8002')
    ).json()) as { Data: unknown };
    expect(deleted.Data).toBe(true);
    expect(sandbox.state.otc.receiptMethods.map((m) => m.UserReceiptMethodInfoDetailId)).toEqual([8001]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('saves a method, lists it first, and deletes it', async () => {
    const { sandbox, token } = signedInSandbox();
    const created = data<Schemas['UserReceiptMethod']>(
      await sandbox.call('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync', {
        token,
        body: { ReceiptPaymentMethodId: 3, Fields: { PhoneNumber: '+2348099990001', AccountName: ' Adaeze Okafor ' } },
      }),
    );
    expect(created).toMatchObject({ Name: 'PalmPay', Summary: 'PalmPay ****0001' });
    expect(created.Fields.find((f) => f.Name === 'AccountName')?.Value).toBe('Adaeze Okafor');
    const list = async () =>
      data<Schemas['UserReceiptMethod'][]>(
        await sandbox.call('legalPaymentChannelSettingGetUserReceiptMethodInfoList', { token, body: {} }),
      );
    expect((await list())[0].UserReceiptMethodInfoDetailId).toBe(created.UserReceiptMethodInfoDetailId);
    const deleted = await sandbox.call('legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail', {
      token,
      body: { userReceiptMethodInfoDetailId: created.UserReceiptMethodInfoDetailId },
    });
    expect(data(deleted)).toBe(true);
    expect((await list()).map((m) => m.UserReceiptMethodInfoDetailId)).not.toContain(
      created.UserReceiptMethodInfoDetailId,
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a form with a bad field, naming it, and a fourth method of one channel', async () => {
    const { sandbox, token } = signedInSandbox();
    const create = (Fields: Record<string, string>, ReceiptPaymentMethodId = 1) =>
      sandbox.call('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync', {
        token,
        body: { ReceiptPaymentMethodId, Fields },
      });
    const badNumber = await create({ BankName: 'GTBank', AccountNumber: '12ab', AccountName: 'Adaeze Okafor' });
    expect(codeOf(badNumber)).toBe(10001);
    expect(msgOf(badNumber)).toContain('Fields.AccountNumber');
    expect(msgOf(await create({ BankName: 'GTBank', AccountName: 'Adaeze Okafor' }))).toContain(
      'Fields.AccountNumber: is required',
    );
    expect(
      msgOf(await create({ BankName: 'Nowhere Bank', AccountNumber: '0123456789', AccountName: 'Adaeze Okafor' })),
    ).toContain('Fields.BankName');
    expect(msgOf(await create({ PixKey: 'x', AccountName: 'Adaeze Okafor' }, 2))).toContain('Fields.PixKey');
    expect(msgOf(await create({ BankName: 'GTBank', AccountNumber: '0123456789', AccountName: 'Someone Else' }))).toBe(
      'Fields.AccountName: must be your verified name, Adaeze Okafor',
    );
    const good = { BankName: 'Zenith Bank', AccountNumber: '0123456789', AccountName: 'Adaeze Okafor' };
    expect(codeOf(await create(good))).toBe(200);
    expect(codeOf(await create(good))).toBe(200);
    expect(codeOf(await create(good))).toBe(62009);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('keeps a method an open sell order is to be paid to', async () => {
    const { sandbox, token } = signedInSandbox();
    const advert = sandbox.state.otc.adverts.find(
      (a) => a.side === 'sell' && a.coin === 'USDT' && a.fiat === 'NGN' && a.paymentMethodIds.includes(1),
    )!;
    await sandbox.call('legalCurrencyOrderUserSellCoin', {
      token,
      body: { AdvId: advert.AdvId, Quantity: '50', ReceiptMethodDetailId: 8001 },
    });
    const refused = await sandbox.call('legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail', {
      token,
      body: { userReceiptMethodInfoDetailId: 8001 },
    });
    expect(codeOf(refused)).toBe(62006);
    const unknown = await sandbox.call('legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail', {
      token,
      body: { userReceiptMethodInfoDetailId: 4242 },
    });
    expect(codeOf(unknown)).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('otc appeals', () => {
  const paidOrder = (sandbox: Sandbox) => sandbox.state.otc.orders.find((o) => o.Status === 'paid')!;

  it('lists the two seeded appeals, the resolved one with its result in the asked language', async () => {
    const { sandbox, token } = signedInSandbox();
    const page = data<Schemas['LegalCurrencyAppealPage']>(
      await sandbox.call('legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder', {
        token,
        body: {},
        language: 'zh-CN',
      }),
    );
    expect(page.TotalCount).toBe(2);
    expect(page.Items.map((a) => a.Status)).toEqual(['processing', 'resolved']);
    expect(page.Items[1].Result).toBe('经审核，商家已放币。');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('opens an appeal on a paid order, marks the order appealing and shows the progress', async () => {
    const { sandbox, token } = signedInSandbox();
    const order = paidOrder(sandbox);
    const appeal = data<Schemas['LegalCurrencyAppeal']>(
      await sandbox.call('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
        token,
        body: {
          OrderId: order.OrderId,
          Reason: 'paidNotReleased',
          Description: 'I paid two hours ago and nothing came.',
          EvidenceFileIds: ['receipt-1.png'],
        },
      }),
    );
    expect(appeal).toMatchObject({
      OrderId: order.OrderId,
      Status: 'pending',
      Result: null,
      EvidenceFileIds: ['receipt-1.png'],
    });
    const detail = data<Schemas['AppealDetail']>(
      await sandbox.call('legalCurrencyAppealOrderGetAppealDetail', {
        token,
        query: { id: String(appeal.AppealId) },
        language: 'fr',
      }),
    );
    expect(detail.Order).toMatchObject({ Status: 'appealing', AppealId: appeal.AppealId });
    expect(detail.Progress.map((p) => p.Title)).toEqual(['Réclamation déposée', 'Marchand notifié']);
    const filtered = data<Schemas['LegalCurrencyAppealPage']>(
      await sandbox.call('legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder', {
        token,
        body: { Status: 'pending' },
      }),
    );
    expect(filtered.Items.map((a) => a.AppealId)).toEqual([appeal.AppealId]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a second appeal, an appeal on a completed order and a reason that does not fit the side', async () => {
    const { sandbox, token } = signedInSandbox();
    const appeal = (OrderId: string, Reason = 'paidNotReleased') =>
      sandbox.call('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
        token,
        body: { OrderId, Reason, Description: 'Something went wrong here.' },
      });
    const order = paidOrder(sandbox);
    expect(codeOf(await appeal(order.OrderId, 'paymentNotReceived'))).toBe(10001);
    expect(codeOf(await appeal(order.OrderId))).toBe(200);
    expect(codeOf(await appeal(order.OrderId))).toBe(62005);
    const completed = sandbox.state.otc.orders.find((o) => o.Status === 'completed')!;
    expect(codeOf(await appeal(completed.OrderId))).toBe(62005);
    expect(codeOf(await appeal('123456789'))).toBe(10004);
    const short = await sandbox.call('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
      token,
      body: { OrderId: order.OrderId, Reason: 'other', Description: 'short' },
    });
    expect(short.status).toBe(400);
    expect(msgOf(short)).toContain('body.Description');
    expect(codeOf(await sandbox.call('legalCurrencyAppealOrderGetAppealDetail', { token, query: { id: '77' } }))).toBe(
      10004,
    );
    expect(codeOf(await sandbox.call('legalCurrencyAppealOrderGetAppealDetail', { query: { id: '3001' } }))).toBe(
      51001,
    );
    expect(sandbox.contractViolations).toEqual([]);
  });
});
