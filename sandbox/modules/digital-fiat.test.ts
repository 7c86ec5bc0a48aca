import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../core/clock.ts';
import { settlePayIn } from './digital-fiat.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { balanceOf } from '../state/balances.ts';
import { demoCustomer } from '../state/customers.ts';
import { sendCode } from '../state/verification-codes.ts';
import { codeOf, data, signedInSandbox } from '../testing.ts';

const BTC = 1;
const USDT = 3;
const NGN_BANK_IN = 1;
const NGN_BANK_OUT = 11;
const NGN_MOBILE_OUT = 12;
const KES_MPESA_IN = 4;

afterEach(() => resetClock());

describe('payment types', () => {
  it('lists the pay-in types of a currency with names in the asked language', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('digitalFiatGetPaymentTypeList', {
      query: { fiatCode: 'NGN', direction: 'in' },
      token,
      language: 'fr',
    });
    const types = data<{ PayTypeId: number; Name: string; Channel: string }[]>(answer);
    expect(types.map((t) => [t.PayTypeId, t.Channel])).toEqual([
      [1, 'bank'],
      [2, 'card'],
      [3, 'mobileMoney'],
    ]);
    expect(types[0]).toMatchObject({
      Name: 'Virement bancaire',
      MinAmount: '1000',
      MaxAmount: '5000000',
      FeeRate: '0.005',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists pay-out types by currency, none for a currency without channels, and refuses an unknown direction', async () => {
    const { sandbox, token } = signedInSandbox();
    const list = (fiatCode: string, direction: string) =>
      sandbox.call('digitalFiatGetPaymentTypeList', { query: { fiatCode, direction }, token });
    expect(data<{ Name: string }[]>(await list('KES', 'out')).map((t) => t.Name)).toEqual(['M-Pesa']);
    expect(data(await list('USD', 'in'))).toEqual([]);
    const bad = await list('NGN', 'sideways');
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.direction') });
    expect(
      codeOf(await sandbox.call('digitalFiatGetPaymentTypeList', { query: { fiatCode: 'NGN', direction: 'in' } })),
    ).toBe(51001);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('pay-ins', () => {
  const recharge = { FiatCode: 'NGN', CoinId: USDT, FiatAmount: '100000', PayTypeId: NGN_BANK_IN };

  it('quotes the rate with the spread, the fee and the USDT received', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('digitalFiatRechargeCalculateService', { body: recharge, token });
    const quote = data<{ Rate: string; Fee: string; ReceiveAmount: string }>(answer);
    expect(quote).toMatchObject({
      FiatCode: 'NGN',
      Code: 'USDT',
      FiatAmount: '100000.00',
      Rate: '1604.53',
      Fee: '500.00',
    });
    expect(quote.ReceiveAmount).toBe(
      new Decimal(99500).div('1604.53').toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4),
    );
    const holds = Date.parse(data<{ ExpireTime: string }>(answer).ExpireTime) - now();
    expect(holds).toBeGreaterThan(25_000);
    expect(holds).toBeLessThanOrEqual(30_000);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an amount outside the limits, a pay type of another currency or direction, and a coin other than USDT', async () => {
    const { sandbox, token } = signedInSandbox();
    const quote = (body: object) =>
      sandbox.call('digitalFiatRechargeCalculateService', { body: { ...recharge, ...body }, token });
    expect(await quote({ FiatAmount: '999' })).toMatchObject({
      body: { StatusCode: 30020, Msg: 'The amount must be between 1000 and 5000000 NGN' },
    });
    expect(codeOf(await quote({ PayTypeId: KES_MPESA_IN }))).toBe(10004);
    expect(codeOf(await quote({ PayTypeId: NGN_BANK_OUT }))).toBe(10004);
    expect(codeOf(await quote({ CoinId: BTC }))).toBe(10001);
    expect(codeOf(await quote({ FiatAmount: '1000.555' }))).toBe(10001);
    const bad = await quote({ FiatAmount: 'lots' });
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.FiatAmount') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('creates a pending order that is paid and credited once, shortly after', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const created = data<{
      OrderId: string;
      PayUrl: string;
      ReceiveAmount: string;
      ExpireTime: string;
      CreateTime: string;
    }>(await sandbox.call('digitalFiatDfcRecharge', { body: recharge, token, language: 'zh-CN' }));
    expect(created).toMatchObject({ Status: 'pending', PayTypeName: '银行转账', PaidTime: null });
    expect(created.PayUrl).toBe(`/fiat/payment?orderId=${created.OrderId}`);
    expect(Date.parse(created.ExpireTime) - Date.parse(created.CreateTime)).toBe(15 * 60_000);
    const read = () => sandbox.call('digitalFiatGetRechargePayInOrder', { query: { orderId: created.OrderId }, token });
    expect(data(await read())).toMatchObject({ Status: 'pending' });
    advanceClock(11_000);
    expect(data(await read())).toMatchObject({ Status: 'paid', PaidTime: expect.any(String) });
    await read();
    expect(balance('USDT').available.minus(before).toFixed(4)).toBe(created.ReceiveAmount);
    expect(
      codeOf(await sandbox.call('digitalFiatGetRechargePayInOrder', { query: { orderId: 'PI0000' }, token })),
    ).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('tells how to pay by channel: the bank account and reference, the merchant code, or the payment page alone', async () => {
    const { sandbox, token } = signedInSandbox();
    const order = async (PayTypeId: number) =>
      data<{ OrderId: string; PaymentDetails: { Name: string; Label: string; Value: string }[] }>(
        await sandbox.call('digitalFiatDfcRecharge', { body: { ...recharge, PayTypeId }, token, language: 'fr' }),
      );
    const bank = await order(NGN_BANK_IN);
    expect(bank.PaymentDetails.map((d) => d.Name)).toEqual(['BankName', 'AccountNumber', 'AccountName', 'Reference']);
    expect(bank.PaymentDetails[1]).toMatchObject({
      Label: 'Numéro de compte',
      Value: expect.stringMatching(/^\d{10}$/),
    });
    expect(bank.PaymentDetails[3].Value).toBe(bank.OrderId);
    expect((await order(3)).PaymentDetails.map((d) => d.Name)).toEqual(['MerchantCode', 'Reference']);
    expect((await order(2)).PaymentDetails).toEqual([]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('settles a pending order as the provider says: paid (credited), failed with a reason, or expired', async () => {
    const { sandbox, token, customer, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const create = async () =>
      data<{ OrderId: string; ReceiveAmount: string }>(
        await sandbox.call('digitalFiatDfcRecharge', { body: recharge, token }),
      );
    const read = async (orderId: string) =>
      data<{ Status: string; FailReason: string | null }>(
        await sandbox.call('digitalFiatGetRechargePayInOrder', { query: { orderId }, token, language: 'fr' }),
      );
    const first = await create();
    expect(settlePayIn(sandbox.state, customer.UserId, 'failed')).toMatchObject({ orderId: first.OrderId });
    expect(await read(first.OrderId)).toMatchObject({
      Status: 'failed',
      FailReason: expect.stringContaining('prestataire'),
    });
    const second = await create();
    settlePayIn(sandbox.state, customer.UserId, 'expired', second.OrderId);
    expect(await read(second.OrderId)).toMatchObject({ Status: 'expired', FailReason: null });
    const third = await create();
    settlePayIn(sandbox.state, customer.UserId, 'paid');
    expect(await read(third.OrderId)).toMatchObject({ Status: 'paid' });
    expect(balance('USDT').available.minus(before).toFixed(4)).toBe(third.ReceiveAmount);
    expect(settlePayIn(sandbox.state, customer.UserId, 'paid')).toBeNull();
    advanceClock(11_000);
    expect(await read(first.OrderId)).toMatchObject({ Status: 'failed' });
    const records = data<{ Items: { Id: number; Status: string }[] }>(
      await sandbox.call('assetsRecordGetAssetsRecordPageList', { body: { RecordType: 'fiat', PageRows: 3 }, token }),
    );
    expect(records.Items.map((r) => r.Status)).toEqual(['completed', 'cancelled', 'failed']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('shows the pay-in in the assets records as a fiat movement', async () => {
    const { sandbox, token } = signedInSandbox();
    await sandbox.call('digitalFiatDfcRecharge', { body: recharge, token });
    const records = await sandbox.call('assetsRecordGetAssetsRecordPageList', { body: { RecordType: 'fiat' }, token });
    const rows = data<{ Items: { Id: number; Status: string }[]; TotalCount: number }>(records);
    expect(rows.TotalCount).toBe(4);
    expect(rows.Items[0]).toMatchObject({ Id: 20003, Status: 'pending' });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('pay-out forms and options', () => {
  it('describes the bank pay-out form with the bank options and translated labels', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('digitalFiatGetDfcPayOutMethodParam', {
      query: { payTypeId: String(NGN_BANK_OUT) },
      token,
      language: 'fr',
    });
    const fields =
      data<{ Name: string; Label: string; Type: string; Options: unknown[]; Pattern: string | null }[]>(answer);
    expect(fields.map((f) => [f.Name, f.Type])).toEqual([
      ['BankCode', 'select'],
      ['AccountNumber', 'number'],
      ['AccountName', 'text'],
    ]);
    expect(fields[0].Options).toHaveLength(22);
    expect(fields[1]).toMatchObject({ Label: 'Numéro de compte', Pattern: '^\\d{10}$', Options: [] });
    expect(
      codeOf(
        await sandbox.call('digitalFiatGetDfcPayOutMethodParam', { query: { payTypeId: String(NGN_BANK_IN) }, token }),
      ),
    ).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('gives the banks by name and the mobile operators of a currency', async () => {
    const { sandbox, token } = signedInSandbox();
    const banks = data<{ Value: string; Name: string }[]>(
      await sandbox.call('digitalFiatDfcDropdownList', { query: { type: 'bank' }, token }),
    );
    expect(banks[0]).toEqual({ Value: '044', Name: 'Access Bank' });
    expect(banks.map((b) => b.Name)).toEqual([...banks.map((b) => b.Name)].sort((a, b) => a.localeCompare(b)));
    const kenya = await sandbox.call('digitalFiatDfcDropdownList', {
      query: { type: 'mobileOperator', fiatCode: 'KES' },
      token,
    });
    expect(data<{ Value: string }[]>(kenya).map((o) => o.Value)).toEqual(['AIRTEL', 'SAFARICOM']);
    const bad = await sandbox.call('digitalFiatDfcDropdownList', { query: { type: 'wallet' }, token });
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.type') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('bank accounts', () => {
  const account = { BankCode: '057', AccountNumber: '2087654321', AccountName: 'DEMO CUSTOMER' };

  it('adds, changes and deletes a bank account, newest listed first', async () => {
    const { sandbox, token } = signedInSandbox();
    const list = async () =>
      data<{ Id: number; BankName: string; AccountNumber: string }[]>(
        await sandbox.call('digitalFiatGetBankAccountList', { token }),
      );
    expect(await list()).toEqual([
      expect.objectContaining({ Id: 1, BankName: 'Guaranty Trust Bank', AccountNumber: '0123456789', FiatCode: 'NGN' }),
    ]);
    const created = data<{ Id: number }>(await sandbox.call('digitalFiatCreateBankAccount', { body: account, token }));
    expect(created).toMatchObject({ BankName: 'Zenith Bank', AccountNumber: '2087654321' });
    expect((await list()).map((a) => a.Id)).toEqual([created.Id, 1]);
    const updated = await sandbox.call('digitalFiatUpdateBankAccount', {
      body: { ...account, Id: created.Id, BankCode: '033' },
      token,
    });
    expect(data(updated)).toMatchObject({ Id: created.Id, BankName: 'United Bank for Africa' });
    const deleted = await sandbox.call('digitalFiatDeleteBankAccount', { query: { id: String(created.Id) }, token });
    expect(deleted.body).toMatchObject({ StatusCode: 200, Data: true });
    expect((await list()).map((a) => a.Id)).toEqual([1]);
    expect(
      codeOf(await sandbox.call('digitalFiatDeleteBankAccount', { query: { id: String(created.Id) }, token })),
    ).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a short account number, an unknown bank, a duplicate and an unknown id', async () => {
    const { sandbox, token } = signedInSandbox();
    const create = (body: object) =>
      sandbox.call('digitalFiatCreateBankAccount', { body: { ...account, ...body }, token });
    const short = await create({ AccountNumber: '123456789' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ Msg: expect.stringContaining('body.AccountNumber') });
    expect(codeOf(await create({ BankCode: '999' }))).toBe(10001);
    expect(codeOf(await create({ BankCode: '058', AccountNumber: '0123456789' }))).toBe(30021);
    expect(codeOf(await sandbox.call('digitalFiatUpdateBankAccount', { body: { ...account, Id: 77 }, token }))).toBe(
      10004,
    );
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('pay-outs', () => {
  const mailCode = (sandbox: Sandbox) => sendCode(sandbox.state.core.codes, demoCustomer.email, 'fiatWithdraw').code;
  const payOut = (sandbox: Sandbox, token: string, body: object) =>
    sandbox.call('digitalFiatCreateWithdrawOrder', {
      body: {
        CoinId: USDT,
        Amount: '100',
        FiatCode: 'NGN',
        PayTypeId: NGN_BANK_OUT,
        BankAccountId: 1,
        EmailCode: mailCode(sandbox),
        Pin: demoCustomer.pin,
        ...body,
      },
      token,
    });

  it('debits the coin, records the order and remembers the recipient', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const answer = await payOut(sandbox, token, {});
    const order = data<{ FiatAmount: string; Fee: string; ReceiveFiatAmount: string; CreateTime: string }>(answer);
    expect(order).toMatchObject({
      Code: 'USDT',
      Amount: '100.0000',
      Rate: '1566.47',
      FiatAmount: '156647.00',
      Status: 'processing',
      BankName: 'Guaranty Trust Bank',
    });
    expect(new Decimal(order.FiatAmount).minus(order.Fee).toFixed(2)).toBe(order.ReceiveFiatAmount);
    expect(balance('USDT').available.minus(before).toFixed()).toBe('-100');
    const recipients = data<{ BankAccountId: number; LastUsedTime: string }[]>(
      await sandbox.call('digitalFiatGetDfcWithdrawalRecipientByCoinId', { query: { coinId: String(USDT) }, token }),
    );
    expect(recipients).toEqual([
      expect.objectContaining({ BankAccountId: 1, PayTypeId: NGN_BANK_OUT, LastUsedTime: order.CreateTime }),
    ]);
    expect(
      data(
        await sandbox.call('digitalFiatGetDfcWithdrawalRecipientByCoinId', { query: { coinId: String(BTC) }, token }),
      ),
    ).toEqual([]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('completes the pay-out shortly after, as the assets records show', async () => {
    const { sandbox, token } = signedInSandbox();
    await payOut(sandbox, token, {});
    advanceClock(11_000);
    const records = await sandbox.call('assetsRecordGetAssetsRecordPageList', {
      body: { RecordType: 'fiat', PageRows: 1 },
      token,
    });
    expect(data<{ Items: unknown[] }>(records).Items).toEqual([
      expect.objectContaining({ Id: 30002, Amount: '-100', Status: 'completed' }),
    ]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a wrong PIN, a wrong code, a balance too low, a mobile-money type, an unknown account and a small amount', async () => {
    const { sandbox, token, customer, balance } = signedInSandbox();
    const before = balance('USDT').available;
    expect(codeOf(await payOut(sandbox, token, { Pin: '000000' }))).toBe(20003);
    expect(codeOf(await payOut(sandbox, token, { EmailCode: '000000' }))).toBe(20001);
    expect(codeOf(await payOut(sandbox, token, { PayTypeId: NGN_MOBILE_OUT }))).toBe(10001);
    expect(codeOf(await payOut(sandbox, token, { BankAccountId: 99 }))).toBe(10004);
    expect(codeOf(await payOut(sandbox, token, { Amount: '1' }))).toBe(30020);
    expect(balance('USDT').available.eq(before)).toBe(true);
    customer.pinHash = null;
    expect(codeOf(await payOut(sandbox, token, {}))).toBe(20010);
    balanceOf(sandbox.state.core.balances, customer.UserId, 'USDT').available = new Decimal(50);
    expect(codeOf(await payOut(sandbox, token, {}))).toBe(30001);
    const missing = await sandbox.call('digitalFiatCreateWithdrawOrder', {
      body: { CoinId: USDT, Amount: '100' },
      token,
    });
    expect(missing.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('is required') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
