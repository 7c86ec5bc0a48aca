import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { answerWebRequest } from '../http/web-request.ts';
import { issueSession } from '../state/sessions.ts';
import { codeOf, data, msgOf, signedInSandbox } from '../testing.ts';

type Schemas = components['schemas'];
const cardFields = { CardHolderName: 'Ada Okafor', Email: 'demo@example.com' };
const ngBank = { BankName: 'GTBank', AccountNumber: '0123454821', AccountName: 'Ada Okafor' };
const bankAccount = {
  BankCode: '260',
  Branch: '0001',
  AccountNumber: '12345678-9',
  AccountType: 'checking',
  PixKey: 'ana@example.com.br',
  HolderName: 'Ana Souza',
  HolderCpf: '52998224725',
};

async function listOrders(sandbox: Sandbox, token: string, body: object = {}) {
  return data<Schemas['PaymentOrderPage']>(await sandbox.call('ordersGetCustomerList', { token, body }));
}

async function approveFacilita(sandbox: Sandbox, token: string) {
  for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
    await sandbox.call('facilitaPayUploadDocuments', { token, body: { DocumentLabel, File: `${DocumentLabel}.jpg` } });
  await sandbox.call('facilitaPayRegistration', { token });
  advanceClock(10_000);
  return data<Schemas['FacilitaBankAccount']>(
    await sandbox.call('facilitaPayRegistBankAccounts', { token, body: bankAccount }),
  );
}

afterEach(() => resetClock());

describe('payment catalogue', () => {
  it('lists the supported pairs with their providers and a buy price above the sell price', async () => {
    const sandbox = new Sandbox();
    const pairs = data<Schemas['PaymentCurrencyPair'][]>(
      await sandbox.call('currencyGetWebsiteSupportCurrencyPairList'),
    );
    expect(pairs.find((p) => p.CoinCode === 'USDT' && p.FiatCode === 'NGN')).toMatchObject({
      Providers: ['klicklPay', 'pivotPay'],
      BuyEnabled: true,
      SellEnabled: true,
    });
    const brl = pairs.find((p) => p.CoinCode === 'USDT' && p.FiatCode === 'BRL')!;
    expect(brl.Providers).toEqual(['facilitaPay']);
    expect(new Decimal(brl.BuyPrice).gt(brl.SellPrice)).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the pay types of a currency and side in the asked language', async () => {
    const sandbox = new Sandbox();
    const types = data<Schemas['PaymentPayType'][]>(
      await sandbox.call('paymentListGetPayTypeByCurrency', {
        query: { currency: 'NGN', side: 'buy' },
        language: 'fr',
      }),
    );
    expect(types).toEqual([
      { PayType: 'card', Name: 'Carte bancaire', ChannelCount: 1 },
      { PayType: 'bankTransfer', Name: 'Virement bancaire', ChannelCount: 2 },
    ]);
    expect(
      data(await sandbox.call('paymentListGetPayTypeByCurrency', { query: { currency: 'JPY', side: 'buy' } })),
    ).toEqual([]);
    const noSide = await sandbox.call('paymentListGetPayTypeByCurrency', { query: { currency: 'NGN' } });
    expect(noSide.status).toBe(400);
    expect(msgOf(noSide)).toContain('query.side');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the channels of a pay type cheapest first, with provider, fees and limits', async () => {
    const sandbox = new Sandbox();
    const channels = data<Schemas['PaymentChannel'][]>(
      await sandbox.call('paymentListGetPaymentChannelByPayType', {
        query: { currency: 'NGN', payType: 'bankTransfer', side: 'buy' },
      }),
    );
    expect(channels.map((c) => [c.PayMethodId, c.Provider, c.FeeRate])).toEqual([
      [103, 'pivotPay', '0.008'],
      [102, 'klicklPay', '0.01'],
    ]);
    expect(channels[0]).toMatchObject({ Name: 'PivotPay · Bank transfer', MinAmount: '10000', MaxAmount: '5000000' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the pay-in and payout forms of a channel, and refuses the wrong side', async () => {
    const sandbox = new Sandbox();
    const payIn = data<Schemas['PaymentMethodForm']>(
      await sandbox.call('ordersGetPayInMethodParam', { query: { payMethodId: '101' }, language: 'zh-Hant' }),
    );
    expect(payIn.Fields.map((f) => [f.Name, f.Label])).toEqual([
      ['CardHolderName', '持卡人姓名'],
      ['Email', '電子郵件'],
    ]);
    const payOut = data<Schemas['PaymentMethodForm']>(
      await sandbox.call('ordersGetPayOutMethodParam', { query: { payMethodId: '201' } }),
    );
    expect(payOut.Fields[0]).toMatchObject({ Name: 'BankName', Type: 'select' });
    expect(payOut.Fields[0].Options.map((o) => o.Value)).toContain('GTBank');
    expect(codeOf(await sandbox.call('ordersGetPayInMethodParam', { query: { payMethodId: '201' } }))).toBe(
      'payment:0012',
    );
    expect(codeOf(await sandbox.call('ordersGetPayOutMethodParam', { query: { payMethodId: '999' } }))).toBe(10004);
    const bad = await sandbox.call('ordersGetPayInMethodParam', { query: { payMethodId: 'card' } });
    expect(bad.status).toBe(400);
    expect(msgOf(bad)).toContain('query.payMethodId');
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('klicklPay orders', () => {
  it('creates a buy, submits it when ready, and credits the coin once the provider confirms', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const created = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateBuyKlicklPay', {
        token,
        body: { CoinCode: 'USDT', FiatCode: 'NGN', FiatAmount: '100000', PayMethodId: 101, Fields: cardFields },
      }),
    );
    expect(created).toMatchObject({
      Provider: 'klicklPay',
      Side: 'buy',
      Status: 'created',
      Fee: '2600.00',
      RedirectUrl: `/fiat/klicklPayStatus?orderId=${created.OrderId}`,
    });
    expect(created.Quantity).toBe(
      new Decimal(97400).div(created.Price).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(),
    );
    advanceClock(11_000);
    expect((await listOrders(sandbox, token)).Items[0].Status).toBe('created');
    const ready = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateKlicklPayReady', { token, body: { OrderId: created.OrderId } }),
    );
    expect(ready.Status).toBe('submitted');
    expect(
      codeOf(await sandbox.call('ordersCreateKlicklPayReady', { token, body: { OrderId: created.OrderId } })),
    ).toBe('payment:0013');
    advanceClock(10_000);
    expect((await listOrders(sandbox, token)).Items[0]).toMatchObject({
      OrderId: created.OrderId,
      Status: 'completed',
    });
    expect(balance('USDT').available.toFixed()).toBe(before.plus(created.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('debits a sell at creation and gives the coin back when it is never submitted', async () => {
    const { sandbox, token, balance, customer } = signedInSandbox();
    const before = balance('USDT').available;
    const sell = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateSellKlicklPayApi', {
        token,
        body: { CoinCode: 'USDT', Quantity: '50', FiatCode: 'NGN', PayoutMethodId: 201, Fields: ngBank },
      }),
    );
    expect(sell).toMatchObject({ Side: 'sell', Status: 'created', Quantity: '50', PaymentInstructions: [] });
    expect(balance('USDT').available.toFixed()).toBe(before.minus(50).toFixed());
    advanceClock(31 * 60_000);
    const fresh = issueSession(sandbox.state.core.sessions, customer.UserId).token;
    expect((await listOrders(sandbox, fresh, { Status: 'cancelled', Provider: 'klicklPay' })).Items[0].OrderId).toBe(
      sell.OrderId,
    );
    expect(balance('USDT').available.toFixed()).toBe(before.toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses missing payout fields, another provider, a short balance and amounts outside the limits', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const sell = (body: object) =>
      sandbox.call('ordersCreateSellKlicklPayApi', {
        token,
        body: { CoinCode: 'USDT', Quantity: '50', FiatCode: 'NGN', PayoutMethodId: 201, ...body },
      });
    const missing = await sell({ Fields: { BankName: 'GTBank', AccountName: 'Ada' } });
    expect(codeOf(missing)).toBe(10001);
    expect(msgOf(missing)).toContain('Fields.AccountNumber');
    expect(codeOf(await sell({ PayoutMethodId: 202, Fields: ngBank }))).toBe('payment:0012');
    expect(codeOf(await sell({ Quantity: '1', Fields: ngBank }))).toBe('payment:0011');
    const noFields = await sell({ Fields: undefined });
    expect(noFields.status).toBe(400);
    expect(msgOf(noFields)).toContain('body.Fields');
    balance('USDT').available = new Decimal(10);
    expect(codeOf(await sell({ Fields: ngBank }))).toBe(30001);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('generic provider orders', () => {
  it('submits a PivotPay bank-transfer buy with its payment instructions and finds it by reference', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const order = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateBuy', {
        token,
        body: {
          CoinCode: 'USDT',
          FiatCode: 'NGN',
          FiatAmount: '50000',
          PayMethodId: 103,
          Fields: { SenderName: 'Ada Okafor' },
        },
      }),
    );
    expect(order).toMatchObject({ Provider: 'pivotPay', Status: 'submitted', RedirectUrl: null, Fee: '400.00' });
    expect(order.PaymentInstructions.map((i) => i.Name)).toEqual([
      'Beneficiary',
      'BankName',
      'AccountNumber',
      'AmountToPay',
      'Reference',
    ]);
    expect(order.PaymentInstructions.find((i) => i.Name === 'Reference')?.Value).toBe(order.Reference);
    const check = data<Schemas['PaymentReferenceCheck']>(
      await sandbox.call('ordersValidateReference', { token, body: { Reference: order.Reference.toLowerCase() } }),
    );
    expect(check).toEqual({
      Reference: order.Reference,
      Valid: true,
      OrderId: order.OrderId,
      Status: 'submitted',
      Provider: 'pivotPay',
    });
    const unknown = data<Schemas['PaymentReferenceCheck']>(
      await sandbox.call('ordersValidateReference', { token, body: { Reference: 'IDPNOPE99' } }),
    );
    expect(unknown).toMatchObject({ Valid: false, OrderId: null, Status: null });
    advanceClock(10_000);
    expect((await listOrders(sandbox, token, { Provider: 'pivotPay', Side: 'buy' })).Items[0]).toMatchObject({
      OrderId: order.OrderId,
      Status: 'completed',
    });
    expect(balance('USDT').available.toFixed()).toBe(before.plus(order.Quantity).toFixed());
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('debits a mobile-money sell at once and checks the network against its options', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const body = {
      CoinCode: 'USDT',
      Quantity: '20',
      FiatCode: 'GHS',
      PayMethodId: 203,
      Fields: { PhoneNumber: '+233241234567', Network: 'MTN', AccountName: 'Ada' },
    };
    const order = data<Schemas['PaymentOrder']>(await sandbox.call('ordersCreateSell', { token, body }));
    expect(order).toMatchObject({ Side: 'sell', Status: 'submitted', FiatCode: 'GHS' });
    expect(balance('USDT').available.toFixed()).toBe(before.minus(20).toFixed());
    const badNetwork = await sandbox.call('ordersCreateSell', {
      token,
      body: { ...body, Fields: { ...body.Fields, Network: 'Orange' } },
    });
    expect(msgOf(badNetwork)).toContain('Fields.Network');
    expect(
      codeOf(
        await sandbox.call('ordersCreateBuy', {
          token,
          body: {
            CoinCode: 'USDT',
            FiatCode: 'NGN',
            FiatAmount: '500',
            PayMethodId: 103,
            Fields: { SenderName: 'Ada' },
          },
        }),
      ),
    ).toBe('payment:0011');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the six seeded orders of the demo customer, newest first, and needs a token', async () => {
    const { sandbox, token } = signedInSandbox();
    const page = await listOrders(sandbox, token, { PageRows: 4 });
    expect(page.TotalCount).toBe(6);
    expect(page.Items).toHaveLength(4);
    const times = page.Items.map((o) => o.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await listOrders(sandbox, token, { Status: 'failed' })).Items.map((o) => o.CoinCode)).toEqual(['BTC']);
    expect(codeOf(await sandbox.call('ordersGetCustomerList', { body: {} }))).toBe(51001);
    expect(codeOf(await sandbox.call('facilitaPayRegistration'))).toBe(51001);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('facilitaPay', () => {
  it('refuses BRL orders before registration with a payment:0027 message in the asked language', async () => {
    const { sandbox, token } = signedInSandbox();
    const refused = await sandbox.call('ordersCreateBuyFacilitaPay', {
      token,
      language: 'fr',
      body: { CoinCode: 'USDT', FiatAmount: '500', BankAccountId: 7001 },
    });
    expect(codeOf(refused)).toBe('payment:0027');
    expect(msgOf(refused)).toBe('Terminez votre inscription FacilitaPay avant d’échanger en BRL.');
    const generic = await sandbox.call('ordersCreateBuy', {
      token,
      body: { CoinCode: 'USDT', FiatCode: 'BRL', FiatAmount: '500', PayMethodId: 109 },
    });
    expect(codeOf(generic)).toBe('payment:0027');
    const early = await sandbox.call('facilitaPayRegistration', { token, language: 'fr' });
    expect(codeOf(early)).toBe('payment:0027');
    expect(msgOf(early)).toBe(
      'Envoyez ces documents avant votre inscription FacilitaPay : Document CPF, Justificatif de domicile, Selfie avec votre pièce d’identité',
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('keeps uploads as a draft, sends the registration once every document is in, and approves it 10 s later', async () => {
    const { sandbox, token } = signedInSandbox();
    const draft = data<Schemas['FacilitaRegistration']>(
      await sandbox.call('facilitaPayUploadDocuments', { token, body: { DocumentLabel: 'cpf', File: 'cpf.jpg' } }),
    );
    expect(draft.Status).toBe('draft');
    expect(draft.Documents.map((d) => [d.DocumentLabel, d.Uploaded])).toEqual([
      ['cpf', true],
      ['proofOfAddress', false],
      ['selfie', false],
    ]);
    const missing = await sandbox.call('facilitaPayRegistration', { token });
    expect(codeOf(missing)).toBe('payment:0027');
    expect(msgOf(missing)).toContain('Proof of address, Selfie with your document');
    const wrongType = await sandbox.call('facilitaPayUploadDocuments', {
      token,
      body: { DocumentLabel: 'cpf', File: 'cpf.exe' },
    });
    expect(codeOf(wrongType)).toBe(10001);
    const badLabel = await sandbox.call('facilitaPayUploadDocuments', {
      token,
      body: { DocumentLabel: 'passport', File: 'p.jpg' },
    });
    expect(badLabel.status).toBe(400);
    expect(msgOf(badLabel)).toContain('body.DocumentLabel');
    for (const DocumentLabel of ['proofOfAddress', 'selfie'])
      await sandbox.call('facilitaPayUploadDocuments', {
        token,
        body: { DocumentLabel, File: `${DocumentLabel}.pdf` },
      });
    const pending = data<Schemas['FacilitaRegistration']>(await sandbox.call('facilitaPayRegistration', { token }));
    expect(pending.Status).toBe('pending');
    expect(
      codeOf(
        await sandbox.call('facilitaPayUploadDocuments', { token, body: { DocumentLabel: 'cpf', File: 'cpf2.jpg' } }),
      ),
    ).toBe('payment:0027');
    advanceClock(10_000);
    const approved = data<Schemas['FacilitaRegistration']>(await sandbox.call('facilitaPayRegistration', { token }));
    expect(approved.Status).toBe('approved');
    expect(approved.Documents[2]).toMatchObject({ Uploaded: true, FileName: 'selfie.pdf', RefusalReason: null });
    const labels = data<Schemas['FacilitaDocumentLabel'][]>(
      await sandbox.call('facilitaPayGetDocumentLabels', { token, language: 'zh-CN' }),
    );
    expect(labels.map((l) => [l.Name, l.Uploaded])).toEqual([
      ['CPF 证件', true],
      ['地址证明', true],
      ['手持证件自拍', true],
    ]);
    const anonymous = data<Schemas['FacilitaDocumentLabel'][]>(await sandbox.call('facilitaPayGetDocumentLabels'));
    expect(anonymous.every((l) => !l.Uploaded && l.MaxBytes === 5 * 1024 * 1024)).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an upload with a reason when told to, and takes the next file for that document', async () => {
    const { sandbox, token } = signedInSandbox();
    sandbox.state.payment.knobs.documentRefusal = {
      label: 'selfie',
      reason: { en: 'Face hidden', fr: 'Visage caché', 'zh-CN': '脸被遮住', 'zh-Hant': '臉被遮住' },
      remaining: 1,
    };
    for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
      await sandbox.call('facilitaPayUploadDocuments', {
        token,
        body: { DocumentLabel, File: `${DocumentLabel}.jpg` },
      });
    const labels = data<Schemas['FacilitaDocumentLabel'][]>(
      await sandbox.call('facilitaPayGetDocumentLabels', { token, language: 'fr' }),
    );
    expect(labels.map((l) => [l.DocumentLabel, l.Uploaded, l.RefusalReason])).toEqual([
      ['cpf', true, null],
      ['proofOfAddress', true, null],
      ['selfie', true, 'Visage caché'],
    ]);
    const refused = await sandbox.call('facilitaPayRegistration', { token });
    expect(codeOf(refused)).toBe('payment:0027');
    expect(msgOf(refused)).toContain('Selfie with your document');
    const again = data<Schemas['FacilitaRegistration']>(
      await sandbox.call('facilitaPayUploadDocuments', {
        token,
        body: { DocumentLabel: 'selfie', File: 'selfie2.png' },
      }),
    );
    expect(again.Documents[2]).toMatchObject({ FileName: 'selfie2.png', RefusalReason: null });
    expect(data<Schemas['FacilitaRegistration']>(await sandbox.call('facilitaPayRegistration', { token })).Status).toBe(
      'pending',
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('registers, changes and removes bank accounts, refusing bad CPFs, unknown banks and duplicates', async () => {
    const { sandbox, token } = signedInSandbox();
    const banks = data<Schemas['FacilitaBank'][]>(await sandbox.call('facilitaPayGetSupportBankList'));
    expect(banks.length).toBeGreaterThanOrEqual(15);
    expect(banks.find((b) => b.Code === '260')).toEqual({
      Code: '260',
      Name: 'Nu Pagamentos (Nubank)',
      Ispb: '18236120',
    });
    const regist = (body: object) => sandbox.call('facilitaPayRegistBankAccounts', { token, body });
    const account = data<Schemas['FacilitaBankAccount']>(await regist(bankAccount));
    expect(account).toMatchObject({
      BankName: 'Nu Pagamentos (Nubank)',
      HolderCpf: '52998224725',
      PixKey: 'ana@example.com.br',
    });
    const badCpf = await regist({ ...bankAccount, HolderCpf: '529.982.247-25' });
    expect(badCpf.status).toBe(400);
    expect(msgOf(badCpf)).toContain('body.HolderCpf');
    expect(codeOf(await regist({ ...bankAccount, BankCode: '999' }))).toBe(10001);
    expect(codeOf(await regist(bankAccount))).toBe('payment:0015');
    const changed = data<Schemas['FacilitaBankAccount']>(
      await sandbox.call('facilitaPayUpdateBankAccounts', {
        token,
        body: { ...bankAccount, Id: account.Id, AccountType: 'savings', BankCode: '341' },
      }),
    );
    expect(changed).toMatchObject({ Id: account.Id, AccountType: 'savings', BankName: 'Itaú Unibanco' });
    expect(
      codeOf(await sandbox.call('facilitaPayUpdateBankAccounts', { token, body: { ...bankAccount, Id: 4242 } })),
    ).toBe(10004);
    expect(
      data<Schemas['FacilitaBankAccount'][]>(await sandbox.call('facilitaPayGetBankAccounts', { token }))[0]
        .AccountType,
    ).toBe('savings');
    expect(data(await sandbox.call('facilitaPayDelBankAccounts', { token, body: { Id: account.Id } }))).toBe(true);
    expect(data(await sandbox.call('facilitaPayGetBankAccounts', { token }))).toEqual([]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('buys with a PIX code and sells to the registered account once approved', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const account = await approveFacilita(sandbox, token);
    const buy = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateBuyFacilitaPay', {
        token,
        body: { CoinCode: 'USDT', FiatAmount: '500', BankAccountId: account.Id },
      }),
    );
    expect(buy).toMatchObject({
      Provider: 'facilitaPay',
      FiatCode: 'BRL',
      Status: 'submitted',
      BankAccountId: account.Id,
      Fee: '2.50',
    });
    const pix = buy.PaymentInstructions.find((i) => i.Name === 'PixCode')!.Value;
    expect(pix).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(pix).toContain('5406500.00');
    const before = balance('USDT').available;
    const sell = data<Schemas['PaymentOrder']>(
      await sandbox.call('ordersCreateSellFacilitaPay', {
        token,
        body: { CoinCode: 'USDT', Quantity: '30', BankAccountId: account.Id },
      }),
    );
    expect(sell).toMatchObject({ Side: 'sell', Quantity: '30', BankAccountId: account.Id });
    expect(balance('USDT').available.toFixed()).toBe(before.minus(30).toFixed());
    expect(
      codeOf(
        await sandbox.call('ordersCreateSellFacilitaPay', {
          token,
          body: { CoinCode: 'USDT', Quantity: '30', BankAccountId: 4242 },
        }),
      ),
    ).toBe(10004);
    expect(
      codeOf(
        await sandbox.call('ordersCreateBuyFacilitaPay', {
          token,
          body: { CoinCode: 'ETH', FiatAmount: '500', BankAccountId: account.Id },
        }),
      ),
    ).toBe('payment:0012');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('takes a registration with no body and a document as a multipart upload over HTTP', async () => {
    const { sandbox, token } = signedInSandbox();
    const url = (action: string) => `http://localhost/sandbox/base/api/idcm/payment/FacilitaPay/${action}`;
    const form = new FormData();
    form.append('DocumentLabel', 'cpf');
    form.append('File', new File(['%PDF-1.4'], 'my-cpf.pdf', { type: 'application/pdf' }));
    const uploaded = await answerWebRequest(
      sandbox,
      new Request(url('UploadDocuments'), { method: 'POST', headers: { token }, body: form }),
    );
    const body = (await uploaded.json()) as { Data: Schemas['FacilitaRegistration'] };
    expect(body.Data.Documents[0]).toMatchObject({ DocumentLabel: 'cpf', Uploaded: true, FileName: 'my-cpf.pdf' });
    const registered = await answerWebRequest(
      sandbox,
      new Request(url('Registration'), { method: 'POST', headers: { token } }),
    );
    expect(((await registered.json()) as { StatusCode: string }).StatusCode).toBe('payment:0027');
    expect(sandbox.contractViolations).toEqual([]);
  });
});
