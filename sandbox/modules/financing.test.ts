import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { balanceOf, credit } from '../state/balances.ts';
import { issueSession } from '../state/sessions.ts';
import { data, signedInSandbox } from '../testing.ts';
import { financingCodes } from './financing-holdings.ts';

const DAY = 86_400_000;
const USDT_FLEXIBLE = 1;
const USDT_30_DAYS = 2;
const USDT_90_DAYS = 3;
const BTC_60_DAYS = 5;
const USDC_TIERED = 8;
/** The demo's seeded holdings: ETH 30-day fixed (matured) and USDT flexible. */
const ETH_HOLDING = 5001;
const USDT_HOLDING = 5002;

/** A second customer who has never opened an earn account. */
function newcomer(sandbox: Sandbox) {
  const store = sandbox.state.core.customers;
  const customer = { ...store.list[0], UserId: store.nextId(), Email: 'newcomer@example.com', Phone: null };
  store.list.push(customer);
  credit(sandbox.state.core.balances, customer.UserId, 'USDT', '500');
  return { id: customer.UserId, token: issueSession(sandbox.state.core.sessions, customer.UserId).token };
}

const usdt = (sandbox: Sandbox, id: number) => balanceOf(sandbox.state.core.balances, id, 'USDT').available.toFixed();

afterEach(() => resetClock());

describe('financing products', () => {
  it('lists the eight products to a visitor without any holding figures', async () => {
    const sandbox = new Sandbox();
    const page = data(await sandbox.call('financingGetUserProductList', { body: {} }));
    expect(page).toMatchObject({ TotalCount: 8, PageIndex: 1, PageRows: 20 });
    expect(page['Items']).toContainEqual(
      expect.objectContaining({
        ProductId: 1,
        Name: 'USDT Flexible Savings',
        Apy: '0.0350',
        TermDays: 0,
        HeldAmount: null,
      }),
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters by type and coin and names the products in the LanguageCode language', async () => {
    const { sandbox, token } = signedInSandbox();
    const page = data(
      await sandbox.call('financingGetUserProductList', {
        body: { Type: 'fixed', CoinCode: 'USDT' },
        token,
        language: 'fr',
      }),
    );
    expect(page['Items']).toEqual([
      expect.objectContaining({ ProductId: USDT_30_DAYS, Name: 'Épargne à terme USDT 30 jours', HeldAmount: '0' }),
      expect.objectContaining({ ProductId: USDT_90_DAYS, TermDays: 90 }),
    ]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("gives a product's rules and the signed-in customer's holding in it", async () => {
    const { sandbox, token } = signedInSandbox();
    const detail = data(
      await sandbox.call('financingGetUserProductDetail', {
        query: { productId: String(USDT_FLEXIBLE) },
        token,
        language: 'zh-Hant',
      }),
    );
    expect(detail).toMatchObject({ Name: 'USDT 活期理財', HeldAmount: '1000' });
    expect(detail['RulesHtml']).toContain('3.50%');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for an unknown product and 400 for a productId that is not a number', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('financingGetUserProductDetail', { query: { productId: '42' } })).body).toMatchObject({
      StatusCode: 10004,
    });
    const bad = await sandbox.call('financingGetUserProductDetail', { query: { productId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('query.productId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('financing account and deposits', () => {
  it('opens the earn account once and answers the same account afterwards', async () => {
    const sandbox = new Sandbox();
    const { id, token } = newcomer(sandbox);
    const first = data(await sandbox.call('financingCreateUser', { token }));
    const again = data(await sandbox.call('financingCreateUser', { token }));
    expect(first).toMatchObject({ UserId: id, AccountId: 3002 });
    expect(again).toEqual(first);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a deposit before the earn account is opened with 61001, then takes it', async () => {
    const sandbox = new Sandbox();
    const { id, token } = newcomer(sandbox);
    const deposit = () =>
      sandbox.call('financingCreateDeposit', { body: { ProductId: USDT_FLEXIBLE, Amount: '200' }, token });
    expect((await deposit()).body).toMatchObject({ StatusCode: financingCodes.noEarnAccount });
    expect(usdt(sandbox, id)).toBe('500');
    await sandbox.call('financingCreateUser', { token });
    expect(data(await deposit())).toMatchObject({
      Principal: '200',
      Interest: '0',
      Type: 'flexible',
      Withdrawable: true,
      MaturityTime: '0001-01-01T00:00:00',
    });
    expect(usdt(sandbox, id)).toBe('300');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('debits the spot balance and shows the holding, the record, the quota and the balance', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const before = usdt(sandbox, customer.UserId);
    const holding = data(
      await sandbox.call('financingCreateDeposit', { body: { ProductId: USDT_30_DAYS, Amount: '2500' }, token }),
    );
    // The product allows early redemption: the holding may be withdrawn now, giving up its interest.
    expect(holding).toMatchObject({
      ProductId: USDT_30_DAYS,
      Principal: '2500',
      Withdrawable: true,
      EarlyRedemption: true,
      ValueUsdt: '2500',
    });

    const balance = data(await sandbox.call('financingGetUserAccountBalance', { query: { coinCode: 'USDT' }, token }));
    expect(balance).toEqual({ CoinCode: 'USDT', Available: new Decimal(before).minus(2500).toFixed() });
    const asset = data(await sandbox.call('financingGetFinancialUserAsset', { token }));
    expect(asset).toMatchObject({
      HasAccount: true,
      Holdings: [{ HoldingId: holding['HoldingId'] }, { HoldingId: USDT_HOLDING }, { HoldingId: ETH_HOLDING }],
    });
    const records = data<{ Items: object[] }>(
      await sandbox.call('financingGetUserTradeRecord', { body: { TradeType: 'deposit' }, token }),
    );
    expect(records).toMatchObject({ TotalCount: 3 });
    expect(records['Items'][0]).toMatchObject({
      HoldingId: holding['HoldingId'],
      Amount: '2500',
      TradeType: 'deposit',
    });
    const product = data(
      await sandbox.call('financingGetUserProductDetail', { query: { productId: String(USDT_30_DAYS) }, token }),
    );
    expect(product).toMatchObject({ QuotaUsed: '1652500', HeldAmount: '2500' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses deposits below the minimum, above the maximum, beyond the quota or the balance', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const before = usdt(sandbox, customer.UserId);
    const deposit = (ProductId: number, Amount: string) =>
      sandbox.call('financingCreateDeposit', { body: { ProductId, Amount }, token });
    expect((await deposit(USDT_30_DAYS, '99.99')).body).toMatchObject({ StatusCode: financingCodes.belowMinAmount });
    // The demo already holds 1,000 of the 50,000 USDT a customer may hold in flexible savings.
    expect((await deposit(USDT_FLEXIBLE, '49000.01')).body).toMatchObject({
      StatusCode: financingCodes.aboveMaxAmount,
    });
    expect((await deposit(USDT_90_DAYS, '5000')).body).toMatchObject({ StatusCode: financingCodes.quotaExhausted });
    expect((await deposit(USDT_30_DAYS, '99999')).body).toMatchObject({ StatusCode: 30001 });
    expect((await deposit(USDT_30_DAYS, '0')).body).toMatchObject({ StatusCode: 10001 });
    expect((await deposit(99, '100')).body).toMatchObject({ StatusCode: 10004 });
    expect(usdt(sandbox, customer.UserId)).toBe(before);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a malformed amount or a misspelt field with a 400 naming it', async () => {
    const { sandbox, token } = signedInSandbox();
    const bad = await sandbox.call('financingCreateDeposit', {
      body: { ProductId: USDT_FLEXIBLE, Amount: '1e3' },
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('body.Amount') });
    const misspelt = await sandbox.call('financingCreateWithdraw', {
      body: { HoldingId: USDT_HOLDING, Amount: '1', Note: 'rent' },
      token,
    });
    expect(misspelt.body).toMatchObject({ Msg: expect.stringContaining('body.Note') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('financing withdrawals and assets', () => {
  it('totals the seeded holdings with their interest in USDT', async () => {
    const { sandbox, token } = signedInSandbox();
    const asset = data(await sandbox.call('financingGetFinancialUserAsset', { token }));
    // USDT: 1000 * 0.035 * 20 / 365; ETH: 1.5 * 0.045 * 30 / 365, capped at the 30-day term.
    expect(asset['Holdings']).toEqual([
      expect.objectContaining({ HoldingId: USDT_HOLDING, Interest: '1.91780821', ValueUsdt: '1001.9178' }),
      expect.objectContaining({ HoldingId: ETH_HOLDING, Interest: '0.00554794', Withdrawable: true }),
    ]);
    expect(asset).toMatchObject({
      TotalPrincipalUsdt: '6220.825',
      TotalUsdt: '6242.0526',
      TotalInterestUsdt: '21.2276',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('withdraws part of a flexible holding with its interest to the spot account', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const before = usdt(sandbox, customer.UserId);
    const record = data(
      await sandbox.call('financingCreateWithdraw', { body: { HoldingId: USDT_HOLDING, Amount: '400' }, token }),
    );
    expect(record).toMatchObject({ TradeType: 'withdraw', Amount: '400', Interest: '0.76712328', CoinCode: 'USDT' });
    expect(usdt(sandbox, customer.UserId)).toBe(new Decimal(before).plus('400.76712328').toFixed());
    const asset = data(await sandbox.call('financingGetFinancialUserAsset', { token }));
    expect(asset['Holdings']).toContainEqual(expect.objectContaining({ HoldingId: USDT_HOLDING, Principal: '600' }));
    const records = data(await sandbox.call('financingGetUserTradeRecord', { body: { CoinCode: 'USDT' }, token }));
    expect(records).toMatchObject({
      TotalCount: 3,
      Items: [
        { TradeType: 'interest', Amount: '0.76712328' },
        { TradeType: 'withdraw', Interest: '0.76712328', InterestForfeited: '0' },
        { TradeType: 'deposit' },
      ],
    });
    const interestOnly = data(
      await sandbox.call('financingGetUserTradeRecord', { body: { TradeType: 'interest' }, token }),
    );
    expect(interestOnly).toMatchObject({ TotalCount: 1 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('closes a matured fixed holding withdrawn in full', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const eth = () => balanceOf(sandbox.state.core.balances, customer.UserId, 'ETH').available;
    const before = eth();
    await sandbox.call('financingCreateWithdraw', { body: { HoldingId: ETH_HOLDING, Amount: '1.5' }, token });
    expect(eth().minus(before).toFixed()).toBe('1.50554794');
    const asset = data(await sandbox.call('financingGetFinancialUserAsset', { token }));
    expect(asset['Holdings']).toEqual([expect.objectContaining({ HoldingId: USDT_HOLDING })]);
    const again = await sandbox.call('financingCreateWithdraw', {
      body: { HoldingId: ETH_HOLDING, Amount: '0.1' },
      token,
    });
    expect(again.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a locked fixed holding before its term ends (61005) and pays its full term after', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const btc = () => balanceOf(sandbox.state.core.balances, customer.UserId, 'BTC').available;
    const holding = data(
      await sandbox.call('financingCreateDeposit', { body: { ProductId: BTC_60_DAYS, Amount: '0.1' }, token }),
    );
    expect(holding).toMatchObject({ Withdrawable: false, EarlyRedemption: false });
    // A fresh session per call, since moving the clock by days expires the earlier token.
    const withdraw = () => {
      const fresh = issueSession(sandbox.state.core.sessions, customer.UserId).token;
      return sandbox.call('financingCreateWithdraw', {
        body: { HoldingId: holding['HoldingId'], Amount: '0.1' },
        token: fresh,
      });
    };
    advanceClock(59 * DAY);
    expect((await withdraw()).body).toMatchObject({ StatusCode: financingCodes.notMatured });
    // Measured once the term has nearly passed, since spot orders filled meanwhile move BTC too.
    const before = btc();
    advanceClock(5 * DAY);
    // 0.1 * 0.03 * 60 / 365: the days past the term earn nothing.
    expect(data(await withdraw())).toMatchObject({ Amount: '0.1', Interest: '0.00049315', InterestForfeited: '0' });
    expect(btc().minus(before).toFixed()).toBe('0.10049315');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('redeems a fixed holding early: the principal returns at once and its interest is given up', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const holding = data(
      await sandbox.call('financingCreateDeposit', { body: { ProductId: USDT_30_DAYS, Amount: '3650' }, token }),
    );
    advanceClock(10 * DAY);
    const fresh = issueSession(sandbox.state.core.sessions, customer.UserId).token;
    // Measured after the days have passed, since spot orders filled meanwhile move USDT too.
    await sandbox.call('financingGetUserAccountBalance', { query: { coinCode: 'USDT' }, token: fresh });
    const before = usdt(sandbox, customer.UserId);
    const asset = data<{ Holdings: Record<string, unknown>[] }>(
      await sandbox.call('financingGetFinancialUserAsset', { token: fresh }),
    );
    // 3650 * 0.06 * 10 / 365 earned so far, given up by redeeming now.
    expect(asset.Holdings[0]).toMatchObject({
      HoldingId: holding['HoldingId'],
      Interest: '6',
      Withdrawable: true,
      EarlyRedemption: true,
    });
    const record = data(
      await sandbox.call('financingCreateWithdraw', {
        body: { HoldingId: holding['HoldingId'], Amount: '1825' },
        token: fresh,
      }),
    );
    expect(record).toMatchObject({ TradeType: 'withdraw', Amount: '1825', Interest: '0', InterestForfeited: '3' });
    expect(usdt(sandbox, customer.UserId)).toBe(new Decimal(before).plus(1825).toFixed());
    const records = data<{ Items: object[] }>(
      await sandbox.call('financingGetUserTradeRecord', { body: { TradeType: 'interest' }, token: fresh }),
    );
    expect(records).toMatchObject({ TotalCount: 0 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pays each tier its own yield and takes a withdrawal from the highest tier first', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const product = data(
      await sandbox.call('financingGetUserProductDetail', { query: { productId: String(USDC_TIERED) } }),
    );
    expect(product).toMatchObject({
      Apy: '0.1000',
      Tiers: [
        { MinAmount: '0', Apy: '0.1000' },
        { MinAmount: '500', Apy: '0.0400' },
      ],
    });
    expect(product['RulesHtml']).toContain('10.00% from 0 USDC, 4.00% from 500 USDC');
    const holding = data(
      await sandbox.call('financingCreateDeposit', { body: { ProductId: USDC_TIERED, Amount: '800' }, token }),
    );
    // (500 * 10% + 300 * 4%) / 800 a year.
    expect(holding).toMatchObject({ Apy: '0.0775' });
    advanceClock(365 * DAY);
    const fresh = issueSession(sandbox.state.core.sessions, customer.UserId).token;
    const asset = data<{ Holdings: Record<string, unknown>[] }>(
      await sandbox.call('financingGetFinancialUserAsset', { token: fresh }),
    );
    expect(asset.Holdings[0]).toMatchObject({ HoldingId: holding['HoldingId'], Interest: '62' });
    const record = data(
      await sandbox.call('financingCreateWithdraw', {
        body: { HoldingId: holding['HoldingId'], Amount: '300' },
        token: fresh,
      }),
    );
    expect(record).toMatchObject({ Amount: '300', Interest: '12' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses to withdraw more than the principal (61006) or from an unknown holding (10004)', async () => {
    const { sandbox, token } = signedInSandbox();
    expect(
      (await sandbox.call('financingCreateWithdraw', { body: { HoldingId: USDT_HOLDING, Amount: '1000.01' }, token }))
        .body,
    ).toMatchObject({ StatusCode: financingCodes.aboveHolding });
    expect(
      (await sandbox.call('financingCreateWithdraw', { body: { HoldingId: 4242, Amount: '1' }, token })).body,
    ).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("does not let a customer withdraw another customer's holding", async () => {
    const sandbox = new Sandbox();
    const { token } = newcomer(sandbox);
    expect(
      (await sandbox.call('financingCreateWithdraw', { body: { HoldingId: USDT_HOLDING, Amount: '1' }, token })).body,
    ).toMatchObject({ StatusCode: 10004 });
    expect(data(await sandbox.call('financingGetFinancialUserAsset', { token }))).toEqual({
      HasAccount: false,
      TotalPrincipalUsdt: '0',
      TotalInterestUsdt: '0',
      TotalUsdt: '0',
      Holdings: [],
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for a balance of a coin that is not listed', async () => {
    const { sandbox, token } = signedInSandbox();
    expect(
      (await sandbox.call('financingGetUserAccountBalance', { query: { coinCode: 'ZZZ' }, token })).body,
    ).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a visitor to sign in (51001) before any account call', async () => {
    const sandbox = new Sandbox();
    const secured: [string, object][] = [
      ['financingCreateUser', {}],
      ['financingCreateDeposit', { body: { ProductId: 1, Amount: '10' } }],
      ['financingCreateWithdraw', { body: { HoldingId: USDT_HOLDING, Amount: '1' } }],
      ['financingGetUserTradeRecord', { body: {} }],
      ['financingGetFinancialUserAsset', {}],
      ['financingGetUserAccountBalance', { query: { coinCode: 'USDT' } }],
    ];
    for (const [id, options] of secured)
      expect((await sandbox.call(id, options)).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
