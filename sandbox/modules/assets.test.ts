import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../core/clock.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { depositAddress, externalAddress } from '../seed/assets-chains.ts';
import { balanceOf } from '../state/balances.ts';
import { demoCustomer } from '../state/customers.ts';
import { expireAllCodes, sendCode } from '../state/verification-codes.ts';
import { codeOf, data, items, signedInSandbox } from '../testing.ts';
import { newTotpSecret, totp } from './totp.ts';
import { arriveDeposit, depositCreditMs } from './assets-deposit.ts';
import { coinByCode } from '../seed/coins.ts';
import { refuseWithdrawal } from './assets-withdraw.ts';
import { withdrawalRefusedReason } from '../seed/assets-l10n.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;
const DOGE = 8;
const ETC = 18;
const FIL = 19;

const trc20Address = externalAddress('test-recipient', 'TRC20');

/** How far the customer's spot USDT [available, frozen] moved since this was called. */
function usdtChange(sandbox: Sandbox, customerId: number): () => [string, string] {
  const balance = () => balanceOf(sandbox.state.core.balances, customerId, 'USDT');
  const [available, frozen] = [balance().available, balance().frozen];
  return () => [balance().available.minus(available).toFixed(), balance().frozen.minus(frozen).toFixed()];
}

afterEach(() => resetClock());

describe('balances', () => {
  it('values every listed coin of the demo customer in NGN when no currency is asked', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('customerAssetsGetAssets', { body: {}, token });
    expect(answer.body).toMatchObject({ StatusCode: 200, Data: { FiatCode: 'NGN' } });
    const assets = data<{ TotalUsdt: string; TotalFiat: string; Items: { Code: string; Total: string }[] }>(answer);
    expect(assets.Items).toHaveLength(22);
    expect(assets.Items.find((i) => i.Code === 'BTC')).toMatchObject({ Total: '0.52310000' });
    expect(new Decimal(assets.TotalFiat).div(assets.TotalUsdt).toNumber()).toBeCloseTo(1585.5, 1);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('narrows the balances to one coin or to the coins worth at least 1 USDT, in the asked currency', async () => {
    const { sandbox, token } = signedInSandbox();
    const big = await sandbox.call('customerAssetsGetUserAssets', {
      body: { FiatCode: 'USD', HideSmall: true },
      token,
    });
    expect(items<{ Code: string }>(big).map((i) => i.Code)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'BNB',
      'SOL',
      'XRP',
      'DOGE',
      'USDC',
    ]);
    expect(data(big)).toMatchObject({ FiatCode: 'USD' });
    const one = await sandbox.call('customerAssetsGetUserAssets', { body: { CoinId: ETH }, token });
    expect(items(one)).toEqual([expect.objectContaining({ Code: 'ETH', Total: '4.20000000' })]);
    expect(data(one)['TotalUsdt']).toBe(data(big)['TotalUsdt']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('values the total in every display currency, or in the asked one only', async () => {
    const { sandbox, token } = signedInSandbox();
    const all = await sandbox.call('currencyGetCurrencyAssets', { body: {}, token });
    expect(items<{ FiatCode: string }>(all).map((i) => i.FiatCode)).toEqual([
      'NGN',
      'USD',
      'EUR',
      'GBP',
      'BRL',
      'CNY',
      'KES',
      'GHS',
    ]);
    const eur = await sandbox.call('currencyGetCurrencyAssets', { body: { FiatCode: 'EUR' }, token });
    expect(items(eur)).toEqual([expect.objectContaining({ FiatCode: 'EUR', Symbol: '€' })]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a currency outside the list with a 400 naming the field, and a caller without a token with 51001', async () => {
    const { sandbox, token } = signedInSandbox();
    const bad = await sandbox.call('customerAssetsGetAssets', { body: { FiatCode: 'XYZ' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.FiatCode') });
    expect(codeOf(await sandbox.call('customerAssetsGetAssets', { body: {} }))).toBe(51001);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('coins and deposit addresses', () => {
  it('lists every coin with its chains and shows the suspended switches', async () => {
    const { sandbox, token } = signedInSandbox();
    const coins = data<
      { Code: string; CanDeposit: boolean; CanWithdraw: boolean; Chains: { Chain: string; WithdrawFee: string }[] }[]
    >(await sandbox.call('currencyGetList', { body: {}, token }));
    expect(coins).toHaveLength(22);
    expect(coins.find((c) => c.Code === 'ETC')).toMatchObject({ CanDeposit: false, CanWithdraw: true });
    expect(coins.find((c) => c.Code === 'FIL')).toMatchObject({ CanDeposit: true, CanWithdraw: false });
    const usdt = coins.find((c) => c.Code === 'USDT')!;
    expect(usdt.Chains.map((c) => [c.Chain, c.WithdrawFee])).toEqual([
      ['TRC20', '1'],
      ['ERC20', '4'],
      ['BEP20', '0.3'],
    ]);
    const usd = data<{ Code: string }[]>(await sandbox.call('currencyGetList', { body: { Keyword: 'usd' }, token }));
    expect(usd.map((c) => c.Code)).toEqual(['USDT', 'USDC']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('offers for deposit only the coins with a chain open for deposits', async () => {
    const { sandbox, token } = signedInSandbox();
    const coins = data<{ Code: string }[]>(await sandbox.call('coinAddressGetCoins', { body: {}, token }));
    expect(coins).toHaveLength(21);
    expect(coins.map((c) => c.Code)).not.toContain('ETC');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('gives the same address per coin and chain in the chain format, with a memo on shared-address chains', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const address = async (coinId: number, chain: string) =>
      data<{ Address: string; Memo: string | null; QrContent: string }>(
        await sandbox.call('coinAddressGetAddress', { query: { coinId: String(coinId), chain }, token }),
      );
    const btc = await address(BTC, 'BTC');
    expect(btc.Address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(btc).toEqual(await address(BTC, 'BTC'));
    expect(btc.QrContent).toBe(btc.Address);
    expect((await address(USDT, 'ERC20')).Address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await address(USDT, 'TRC20')).Address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address(USDT, 'TRC20')).Address).toBe(depositAddress(customer.UserId, 'USDT', 'TRC20').address);
    const xrp = await address(6, 'XRP');
    expect(xrp.Memo).toMatch(/^\d{9}$/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a deposit address for an unknown coin, a chain the coin does not use, or suspended deposits', async () => {
    const { sandbox, token } = signedInSandbox();
    const ask = (coinId: string, chain: string) =>
      sandbox.call('coinAddressGetAddress', { query: { coinId, chain }, token });
    expect(codeOf(await ask('99', 'BTC'))).toBe(10004);
    expect(codeOf(await ask(String(BTC), 'ERC20'))).toBe(10001);
    expect(codeOf(await ask(String(ETC), 'ETC'))).toBe(30015);
    const bad = await ask('abc', 'BTC');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('query.coinId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('deposit history', () => {
  it('lists the seeded deposits newest first and filters them by coin, status and time', async () => {
    const { sandbox, token } = signedInSandbox();
    const list = (body: object) => sandbox.call('coinTransactionInGetUserTransactionInList', { body, token });
    const all = await list({ PageRows: 50 });
    expect(data(all)).toMatchObject({ TotalCount: 14, PageIndex: 1, PageRows: 50 });
    const times = items<{ CreateTime: string }>(all).map((d) => Date.parse(d.CreateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const confirming = items<{ Confirmations: number }>(all)[0];
    expect(confirming).toMatchObject({
      Code: 'USDT',
      Status: 'confirming',
      RequiredConfirmations: 20,
      CompleteTime: null,
    });
    expect(confirming.Confirmations).toBeGreaterThanOrEqual(8);
    expect(confirming.Confirmations).toBeLessThan(20);
    expect(data(await list({ Status: 'completed' }))).toMatchObject({ TotalCount: 13 });
    expect(data(await list({ CoinId: BTC }))).toMatchObject({ TotalCount: 2 });
    const lastWeek = await list({ StartTime: new Date(now() - 7 * 86_400_000).toISOString() });
    expect(items<{ Code: string }>(lastWeek).map((d) => d.Code)).toEqual(['USDT', 'SOL', 'USDT']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('credits the confirming deposit once its confirmations are in', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const usdt = () => balanceOf(sandbox.state.core.balances, customer.UserId, 'USDT').available;
    const before = usdt();
    await sandbox.call('customerAssetsGetAssets', { body: {}, token });
    expect(usdt().minus(before).toFixed()).toBe('0');
    advanceClock(31_000);
    const answer = await sandbox.call('coinTransactionInGetUserTransactionInList', {
      body: { Status: 'confirming' },
      token,
    });
    expect(data(answer)).toMatchObject({ TotalCount: 0 });
    expect(usdt().minus(before).toFixed()).toBe('250');
    await sandbox.call('customerAssetsGetAssets', { body: {}, token });
    expect(usdt().minus(before).toFixed()).toBe('250');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('makes an arriving deposit gain confirmations as the clock moves, then credits it; or credits it at once', async () => {
    const { sandbox, token, customer, balance } = signedInSandbox();
    const before = balance('XRP').available;
    const deposit = arriveDeposit(sandbox.state, customer, coinByCode('XRP')!, 'XRP', '40', false);
    expect(deposit).toMatchObject({ status: 'confirming', confirmations: 0, memo: expect.stringMatching(/^\d{9}$/) });
    const sol = arriveDeposit(sandbox.state, customer, coinByCode('SOL')!, 'SOL', '2', false);
    sol.requiredConfirmations = 10;
    advanceClock(30_000);
    const list = async () =>
      items<{ Id: number; Confirmations: number; Status: string }>(
        await sandbox.call('coinTransactionInGetUserTransactionInList', { body: {}, token }),
      );
    expect((await list()).find((d) => d.Id === sol.id)).toMatchObject({ Confirmations: 5, Status: 'confirming' });
    expect(balance('XRP').available.minus(before).toFixed()).toBe('0');
    advanceClock(depositCreditMs);
    expect((await list()).find((d) => d.Id === deposit.id)).toMatchObject({ Status: 'completed', Confirmations: 1 });
    expect(balance('XRP').available.minus(before).toFixed()).toBe('40');
    arriveDeposit(sandbox.state, customer, coinByCode('XRP')!, 'XRP', '5', true);
    expect(balance('XRP').available.minus(before).toFixed()).toBe('45');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a StartTime that is not a date: by the contract when not shaped as one, by the handler when no such day', async () => {
    const { sandbox, token } = signedInSandbox();
    const list = (StartTime: string) =>
      sandbox.call('coinTransactionInGetUserTransactionInList', { body: { StartTime }, token });
    expect((await list('yesterday')).body).toMatchObject({
      StatusCode: 400,
      Msg: expect.stringMatching(/^body\.StartTime/),
    });
    expect((await list('2026-13-45 00:00:00')).body).toMatchObject({
      StatusCode: 10001,
      Msg: 'StartTime is not a date',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('withdrawals', () => {
  const apply = (sandbox: Sandbox, token: string, body: object) =>
    sandbox.call('customerAssetsApplyTransactionOut', { body, token });
  const confirm = (sandbox: Sandbox, token: string, rid: string, body: object) =>
    sandbox.call('customerAssetsConfirmTransactionOut', { query: { rid }, body, token });
  const mailCode = (sandbox: Sandbox) => sendCode(sandbox.state.core.codes, demoCustomer.email, 'withdraw').code;
  const usdtWithdrawal = { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Amount: '100' };

  it('freezes amount and fee on apply, then goes confirmed, processing and completed, spending the frozen coins', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const usdt = usdtChange(sandbox, customer.UserId);
    const applied = await apply(sandbox, token, usdtWithdrawal);
    expect(applied.body).toMatchObject({
      StatusCode: 200,
      Data: { Amount: '100', Fee: '1', ReceiveAmount: '100', NeedVerify: ['email', 'pin'] },
    });
    expect(usdt()).toEqual(['-101', '101']);
    const rid = data<{ Rid: string }>(applied).Rid;
    const outList = () => sandbox.call('coinTransactionOutGetUserTransactionOutList', { body: {}, token });
    expect(items(await outList())[0]).toMatchObject({ Rid: rid, Status: 'applied', TxId: null });

    const confirmed = await confirm(sandbox, token, rid, { EmailCode: mailCode(sandbox), Pin: demoCustomer.pin });
    expect(confirmed.body).toMatchObject({
      StatusCode: 200,
      Data: { Rid: rid, Status: 'confirmed', FailReason: null },
    });
    expect(items(await outList())[0]).toMatchObject({ Status: 'confirmed', TxId: null });
    advanceClock(4_000);
    expect(items(await outList())[0]).toMatchObject({
      Status: 'processing',
      TxId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    advanceClock(7_000);
    expect(items(await outList())[0]).toMatchObject({
      Rid: rid,
      Status: 'completed',
      TxId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(usdt()).toEqual(['-101', '0']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('gives the code refusals on confirmation and keeps the email code after a wrong PIN', async () => {
    const { sandbox, token } = signedInSandbox();
    const rid = data<{ Rid: string }>(await apply(sandbox, token, usdtWithdrawal)).Rid;
    const emailCode = mailCode(sandbox);
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: '000000', Pin: demoCustomer.pin }))).toBe(20001);
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: emailCode, Pin: '654321' }))).toBe(20003);
    expect(codeOf(await confirm(sandbox, token, '424242', { EmailCode: emailCode, Pin: demoCustomer.pin }))).toBe(
      10004,
    );
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: emailCode, Pin: demoCustomer.pin }))).toBe(200);
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: emailCode, Pin: demoCustomer.pin }))).toBe(30013);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an expired email code, and asks a customer without a PIN to set one', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const rid = data<{ Rid: string }>(await apply(sandbox, token, usdtWithdrawal)).Rid;
    const emailCode = mailCode(sandbox);
    expireAllCodes(sandbox.state.core.codes);
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: emailCode, Pin: demoCustomer.pin }))).toBe(20002);
    customer.pinHash = null;
    const noPin = await confirm(sandbox, token, rid, { EmailCode: mailCode(sandbox), Pin: demoCustomer.pin });
    expect(noPin.body).toMatchObject({ StatusCode: 20010, Msg: 'Set a security PIN first' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('needs the Google authenticator code when the customer has it on', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const secret = newTotpSecret();
    customer.google = { secret, enabled: true };
    const applied = await apply(sandbox, token, usdtWithdrawal);
    expect(data(applied)).toMatchObject({ NeedVerify: ['email', 'google', 'pin'] });
    const rid = data<{ Rid: string }>(applied).Rid;
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: mailCode(sandbox), Pin: demoCustomer.pin }))).toBe(
      10001,
    );
    const wrongGoogle = String((Number(totp(secret, now())) + 500_000) % 1_000_000).padStart(6, '0');
    expect(
      codeOf(
        await confirm(sandbox, token, rid, {
          EmailCode: mailCode(sandbox),
          GoogleCode: wrongGoogle,
          Pin: demoCustomer.pin,
        }),
      ),
    ).toBe(20001);
    const ok = await confirm(sandbox, token, rid, {
      EmailCode: mailCode(sandbox),
      GoogleCode: totp(secret, now()),
      Pin: demoCustomer.pin,
    });
    expect(ok.body).toMatchObject({ StatusCode: 200, Data: { Status: 'confirmed' } });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('cancels an applied withdrawal and gives the frozen coins back', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const usdt = usdtChange(sandbox, customer.UserId);
    const rid = data<{ Rid: string }>(await apply(sandbox, token, usdtWithdrawal)).Rid;
    const cancelled = await sandbox.call('customerAssetsCancelApplyTransactionOut', { query: { rid }, token });
    expect(cancelled.body).toMatchObject({ StatusCode: 200, Data: { Rid: rid, Status: 'cancelled' } });
    expect(usdt()).toEqual(['0', '0']);
    expect(codeOf(await sandbox.call('customerAssetsCancelApplyTransactionOut', { query: { rid }, token }))).toBe(
      30013,
    );
    expect(codeOf(await confirm(sandbox, token, rid, { EmailCode: mailCode(sandbox), Pin: demoCustomer.pin }))).toBe(
      30013,
    );
    expect(codeOf(await sandbox.call('customerAssetsCancelApplyTransactionOut', { query: { rid: '1' }, token }))).toBe(
      10004,
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a withdrawal below the minimum, to a malformed address, over the balance, or of a suspended coin', async () => {
    const { sandbox, token } = signedInSandbox();
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Amount: '1' }))).toBe(30011);
    expect(
      codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Address: '0x52908400098527886E0F7030069857D2E4169EE7' })),
    ).toBe(30012);
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Amount: '9000' }))).toBe(30001);
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Chain: 'SOL' }))).toBe(10001);
    expect(
      codeOf(
        await apply(sandbox, token, { CoinId: FIL, Chain: 'FIL', Address: externalAddress('x', 'FIL'), Amount: '10' }),
      ),
    ).toBe(30010);
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Amount: '100.12345' }))).toBe(10001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("refuses more than the chain allows at once, or more than is left of the day's limit, and lists that limit per coin", async () => {
    const { sandbox, token } = signedInSandbox();
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Amount: '50001' }))).toBe(30017);
    const coins = async () =>
      data<{ Code: string; DailyWithdrawLimit: string; DailyWithdrawRemaining: string }[]>(
        await sandbox.call('currencyGetList', { body: {}, token }),
      );
    const btcBefore = (await coins()).find((c) => c.Code === 'BTC')!;
    // The seeded DOGE withdrawal of 22 hours ago (5000 DOGE, 617 USDT) counts against the day.
    expect(btcBefore).toMatchObject({ DailyWithdrawLimit: '0.29739723', DailyWithdrawRemaining: '0.28822253' });
    expect(codeOf(await apply(sandbox, token, { ...usdtWithdrawal, Amount: '5000' }))).toBe(200);
    expect((await coins()).find((c) => c.Code === 'USDT')).toMatchObject({
      DailyWithdrawLimit: '20000',
      DailyWithdrawRemaining: '14383',
    });
    const btc = { CoinId: BTC, Chain: 'BTC', Address: externalAddress('btc', 'BTC'), Amount: '0.25' };
    const answer = await apply(sandbox, token, btc);
    expect(answer.body).toMatchObject({ StatusCode: 30018, Msg: expect.stringContaining('0.21387322 BTC') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a confirmed withdrawal with a reason in the asked language and gives the coins back', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const usdt = usdtChange(sandbox, customer.UserId);
    const rid = data<{ Rid: string }>(await apply(sandbox, token, usdtWithdrawal)).Rid;
    await confirm(sandbox, token, rid, { EmailCode: mailCode(sandbox), Pin: demoCustomer.pin });
    expect(refuseWithdrawal(sandbox.state, customer.UserId, withdrawalRefusedReason)).toMatchObject({
      status: 'failed',
    });
    expect(usdt()).toEqual(['0', '0']);
    const list = await sandbox.call('coinTransactionOutGetUserTransactionOutList', { body: {}, token, language: 'fr' });
    expect(items(list)[0]).toMatchObject({
      Rid: rid,
      Status: 'failed',
      FailReason: withdrawalRefusedReason.fr,
      TxId: null,
    });
    expect(refuseWithdrawal(sandbox.state, customer.UserId, withdrawalRefusedReason)).toBeNull();
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a customer without a passed identity verification to verify first (51038)', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    customer.kyc.status = 'pending';
    expect(codeOf(await apply(sandbox, token, usdtWithdrawal))).toBe(51038);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a negative amount or a misspelt field with a 400 naming it', async () => {
    const { sandbox, token } = signedInSandbox();
    const negative = await apply(sandbox, token, { ...usdtWithdrawal, Amount: '-5' });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ Msg: expect.stringContaining('body.Amount') });
    const misspelt = await apply(sandbox, token, { ...usdtWithdrawal, Adress: 'x' });
    expect(misspelt.body).toMatchObject({ StatusCode: 400, Msg: 'body.Adress: is not allowed' });
    const noRid = await sandbox.call('customerAssetsConfirmTransactionOut', {
      body: { EmailCode: '123456', Pin: '123456' },
      token,
    });
    expect(noRid.body).toMatchObject({ StatusCode: 400, Msg: 'query.rid: is required' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the seeded withdrawals and filters them by status', async () => {
    const { sandbox, token } = signedInSandbox();
    const all = await sandbox.call('coinTransactionOutGetUserTransactionOutList', { body: { PageRows: 5 }, token });
    expect(data(all)).toMatchObject({ TotalCount: 8, PageRows: 5 });
    expect(items(all)).toHaveLength(5);
    const failed = await sandbox.call('coinTransactionOutGetUserTransactionOutList', {
      body: { Status: 'failed' },
      token,
    });
    expect(items(failed)).toEqual([expect.objectContaining({ Code: 'USDT', Amount: '800', Status: 'failed' })]);
    const xrp = await sandbox.call('coinTransactionOutGetUserTransactionOutList', { body: { CoinId: 6 }, token });
    expect(items(xrp)).toEqual([expect.objectContaining({ Memo: '100234' })]);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('transfers between spot and futures', () => {
  it('tells the movable quantity of each account', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const spot = balanceOf(sandbox.state.core.balances, customer.UserId, 'USDT').available.toFixed(4);
    const contract = balanceOf(sandbox.state.core.contractBalances, customer.UserId, 'USDT').available.toFixed(4);
    const answer = await sandbox.call('transferGetContractAvailableQuantity', {
      body: { CoinId: USDT, From: 'contract' },
      token,
    });
    expect(data(answer)).toEqual({
      CoinId: USDT,
      Code: 'USDT',
      From: 'contract',
      Quantity: contract,
      SpotAvailable: spot,
      ContractAvailable: contract,
    });
    const fromSpot = await sandbox.call('transferGetContractAvailableQuantity', {
      body: { CoinId: USDT, From: 'spot' },
      token,
    });
    expect(data(fromSpot)).toMatchObject({ From: 'spot', Quantity: spot });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('moves coins between the accounts and lists the transfer first', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const spot = () => balanceOf(sandbox.state.core.balances, customer.UserId, 'USDT').available;
    const contract = () => balanceOf(sandbox.state.core.contractBalances, customer.UserId, 'USDT').available;
    const [spotBefore, contractBefore] = [spot(), contract()];
    const moved = await sandbox.call('transferAddTransfer', {
      body: { CoinId: USDT, Amount: '500', From: 'spot', To: 'contract' },
      token,
    });
    expect(data(moved)).toMatchObject({
      Code: 'USDT',
      Amount: '500',
      From: 'spot',
      To: 'contract',
      Status: 'completed',
    });
    expect(spot().minus(spotBefore).toFixed()).toBe('-500');
    expect(contract().minus(contractBefore).toFixed()).toBe('500');
    const list = await sandbox.call('transferGetListByTransfer', { body: {}, token });
    expect(data(list)).toMatchObject({ TotalCount: 4 });
    expect(items(list)[0]).toMatchObject({ Id: data(moved)['Id'], Amount: '500' });
    const back = await sandbox.call('transferGetListByTransfer', { body: { From: 'contract' }, token });
    expect(items(back)).toEqual([expect.objectContaining({ Amount: '800', From: 'contract', To: 'spot' })]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a transfer to the same account, of a coin futures do not use, or over the balance', async () => {
    const { sandbox, token } = signedInSandbox();
    const transfer = (body: object) => sandbox.call('transferAddTransfer', { body, token });
    expect(codeOf(await transfer({ CoinId: USDT, Amount: '1', From: 'spot', To: 'spot' }))).toBe(10001);
    expect(codeOf(await transfer({ CoinId: DOGE, Amount: '1', From: 'spot', To: 'contract' }))).toBe(30014);
    expect(codeOf(await transfer({ CoinId: USDT, Amount: '1000000', From: 'contract', To: 'spot' }))).toBe(30001);
    const bad = await transfer({ CoinId: USDT, Amount: '1', From: 'wallet', To: 'spot' });
    expect(bad.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.From') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('assets records', () => {
  it('lists every kind of movement newest first, with names in the asked language', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('assetsRecordGetAssetsRecordPageList', {
      body: { PageRows: 200 },
      token,
      language: 'fr',
    });
    const rows = items<{ RecordType: string; RecordTypeName: string; CreateTime: string }>(answer);
    expect(new Set(rows.map((r) => r.RecordType))).toEqual(
      new Set(['deposit', 'withdraw', 'transfer', 'trade', 'flashExchange', 'fiat', 'reward']),
    );
    expect(rows.find((r) => r.RecordType === 'withdraw')!.RecordTypeName).toBe('Retrait');
    const times = rows.map((r) => Date.parse(r.CreateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data(answer)['TotalCount']).toBe(rows.length);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters the records by type, coin and status, and pages them', async () => {
    const { sandbox, token } = signedInSandbox();
    const list = (body: object) => sandbox.call('assetsRecordGetAssetsRecordPageList', { body, token });
    const transfers = items<{ Amount: string }>(await list({ RecordType: 'transfer' }));
    expect(transfers.map((t) => t.Amount)).toEqual(['-300', '800', '-2500']);
    expect(data(await list({ CoinId: BTC, RecordType: 'deposit' }))).toMatchObject({ TotalCount: 2 });
    expect(data(await list({ Status: 'cancelled' }))).toMatchObject({ TotalCount: 1 });
    const second = await list({ PageIndex: 2, PageRows: 5 });
    expect(data(second)).toMatchObject({ PageIndex: 2, PageRows: 5 });
    expect(items(second)).toHaveLength(5);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('shows a new withdrawal as a pending record with its on-chain details', async () => {
    const { sandbox, token } = signedInSandbox();
    const rid = data<{ Rid: string }>(
      await sandbox.call('customerAssetsApplyTransactionOut', {
        body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Amount: '50' },
        token,
      }),
    ).Rid;
    const detail = await sandbox.call('assetsRecordGetAssetsRecordDetail', { body: { Id: Number(rid) }, token });
    expect(data(detail)).toMatchObject({
      RecordType: 'withdraw',
      Amount: '-50',
      Fee: '1',
      Status: 'pending',
      Address: trc20Address,
      Chain: 'TRC20',
      TxId: null,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('gives a deposit record its hash and confirmations and a transfer none, and refuses an unknown id', async () => {
    const { sandbox, token } = signedInSandbox();
    const deposit = await sandbox.call('assetsRecordGetAssetsRecordDetail', { body: { Id: 1001 }, token });
    expect(data(deposit)).toMatchObject({
      RecordType: 'deposit',
      Code: 'USDT',
      Amount: '5000',
      Confirmations: 20,
      TxId: expect.any(String),
      Address: expect.stringMatching(/^T/),
    });
    const transfer = await sandbox.call('assetsRecordGetAssetsRecordDetail', { body: { Id: 7001 }, token });
    expect(data(transfer)).toMatchObject({ RecordType: 'transfer', Chain: null, TxId: null, Confirmations: null });
    expect(codeOf(await sandbox.call('assetsRecordGetAssetsRecordDetail', { body: { Id: 424242 }, token }))).toBe(
      10004,
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('names the status and type options in the asked language', async () => {
    const { sandbox, token } = signedInSandbox();
    const statuses = data<{ Value: string; Name: string }[]>(
      await sandbox.call('assetsRecordGetAssetsStatus', { token, language: 'zh-CN' }),
    );
    expect(statuses.map((s) => s.Value)).toEqual(['pending', 'processing', 'completed', 'cancelled', 'failed']);
    expect(statuses[2].Name).toBe('已完成');
    const types = data<{ Value: string; Name: string }[]>(
      await sandbox.call('assetsRecordGetAssetsRecordType', { token, language: 'zh-Hant' }),
    );
    expect(types.find((t) => t.Value === 'withdraw')!.Name).toBe('提領');
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('withdrawal address book', () => {
  it('saves a valid address and lists it first, filtered by coin', async () => {
    const { sandbox, token } = signedInSandbox();
    const added = await sandbox.call('coinUserAddressAdd', {
      body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Label: 'Savings', Pin: demoCustomer.pin },
      token,
    });
    expect(data(added)).toMatchObject({ Code: 'USDT', Chain: 'TRC20', Label: 'Savings', Memo: null });
    const all = data<{ Label: string }[]>(await sandbox.call('coinUserAddressGetAllCoinUserAddress', { token }));
    expect(all.map((a) => a.Label)).toEqual(['Savings', 'Binance account', 'MetaMask', 'Ledger cold wallet']);
    const usdt = data<{ Label: string }[]>(
      await sandbox.call('coinUserAddressGetAllCoinUserAddress', { query: { coinId: String(USDT) }, token }),
    );
    expect(usdt.map((a) => a.Label)).toEqual(['Savings', 'Binance account']);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an address in another chain format and an address saved already', async () => {
    const { sandbox, token } = signedInSandbox();
    const add = (body: object) =>
      sandbox.call('coinUserAddressAdd', {
        body: { CoinId: USDT, Chain: 'TRC20', Label: 'x', Pin: demoCustomer.pin, ...body },
        token,
      });
    expect(codeOf(await add({ Address: externalAddress('y', 'ERC20') }))).toBe(30012);
    expect(codeOf(await add({ Address: trc20Address }))).toBe(200);
    expect(codeOf(await add({ Address: trc20Address }))).toBe(30016);
    const noLabel = await add({ Address: trc20Address, Label: '' });
    expect(noLabel.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.Label') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('is confirmed with the PIN or the Google code, and asks a customer with neither to set a PIN', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const add = (proof: object) =>
      sandbox.call('coinUserAddressAdd', {
        body: { CoinId: USDT, Chain: 'TRC20', Label: 'x', Address: trc20Address, ...proof },
        token,
      });
    expect(codeOf(await add({}))).toBe(10001);
    expect(codeOf(await add({ Pin: '000000' }))).toBe(20003);
    const secret = newTotpSecret();
    customer.google = { secret, enabled: true };
    customer.pinHash = null;
    expect(codeOf(await add({ GoogleCode: totp(secret, now()) }))).toBe(200);
    customer.google = { secret: null, enabled: false };
    expect(codeOf(await add({}))).toBe(20010);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('removes an address for good', async () => {
    const { sandbox, token } = signedInSandbox();
    const removed = await sandbox.call('coinUserAddressDisableCoinAddress', { query: { id: '1' }, token });
    expect(removed.body).toMatchObject({ StatusCode: 200, Data: true });
    const left = data<{ Id: number }[]>(await sandbox.call('coinUserAddressGetAllCoinUserAddress', { token }));
    expect(left.map((a) => a.Id)).not.toContain(1);
    expect(codeOf(await sandbox.call('coinUserAddressDisableCoinAddress', { query: { id: '1' }, token }))).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });
});
