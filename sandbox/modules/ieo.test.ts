import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { balanceOf, debit } from '../state/balances.ts';
import { data, signedInSandbox, tokenOf } from '../testing.ts';
import { ieoCodes } from './ieo.ts';

const DAY = 86_400_000;
const PAYX = 1;
const SOLR = 3;
const AGRI = 4;
const NOVA = 5;
const MEDI = 6;

// Reading and indexing the contract takes a moment on a busy machine; pay it once, outside the tests' time limit.
beforeAll(async () => {
  await new Sandbox().call('maintainCheckMaintain');
}, 60_000);
afterEach(() => resetClock());

describe('ieo projects', () => {
  it('lists the six sales newest first with a phase that follows the clock', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectList', { body: { PageIndex: 1, PageRows: 10 } });
    expect(answer.body).toMatchObject({ StatusCode: 200, Data: { TotalCount: 6, PageIndex: 1, PageRows: 10 } });
    const items = data(answer)['Items'] as { TokenCode: string; Status: string; LogoUrl: string }[];
    expect(items.map((p) => [p.TokenCode, p.Status])).toEqual([
      ['NOVA', 'upcoming'],
      ['AGRI', 'open'],
      ['SOLR', 'open'],
      ['MEDI', 'calculating'],
      ['LRN', 'distributed'],
      ['PAYX', 'distributed'],
    ]);
    expect(items[0].LogoUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters by phases and writes the intro in the languageCode of the body', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectList', {
      body: { Statuses: ['calculating', 'distributed'], languageCode: 'fr' },
    });
    const items = data(answer)['Items'] as { TokenCode: string; Intro: string }[];
    expect(items.map((p) => p.TokenCode)).toEqual(['MEDI', 'LRN', 'PAYX']);
    expect(items[2].Intro).toContain("transferts d'argent");
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('moves a sale from upcoming to open, calculating and distributed as the clock passes its times', async () => {
    const sandbox = new Sandbox();
    const phase = async () =>
      data(await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(NOVA) } }))['Status'];
    expect(await phase()).toBe('upcoming');
    advanceClock(5 * DAY);
    expect(await phase()).toBe('open');
    advanceClock(7 * DAY);
    expect(await phase()).toBe('calculating');
    advanceClock(2 * DAY);
    expect(await phase()).toBe('distributed');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('describes the project in HTML with a link to its site, and its rules with the three phases', async () => {
    const sandbox = new Sandbox();
    const details = data(
      await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(NOVA), languageCode: 'fr' } }),
    );
    expect(details['DescriptionHtml']).toContain('<a href="https://novachain.example">');
    expect(details['RulesHtml']).toContain('Calcul des attributions');
    expect(details).toMatchObject({ QuantityPrecision: 2, DistributedQuantity: null });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('shows a visitor the rules without any subscription figures', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectDetails', {
      query: { projectId: String(AGRI), languageCode: 'zh-CN' },
    });
    expect(data(answer)).toMatchObject({
      TokenCode: 'AGRI',
      Remaining: '1879550',
      SubscribedQuantity: null,
      SubscribedAmount: null,
      DistributedQuantity: null,
    });
    expect(data(answer)['RulesHtml']).toContain('认购规则');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("shows a signed-in customer their own subscription in the project's details", async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI) }, token });
    expect(data(answer)).toMatchObject({
      SubscribedQuantity: '5000',
      SubscribedAmount: '400',
      DistributedQuantity: '0',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for a project that does not exist and 400 for a missing projectId', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: '99' } })).body).toMatchObject({
      StatusCode: 10004,
    });
    const missing = await sandbox.call('iEOProjectGetProjectDetails');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Msg: expect.stringContaining('query.projectId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('ieo subscriptions', () => {
  it('debits USDT at once, records the subscription as pending and credits the tokens at distribution', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const balances = sandbox.state.core.balances;
    const usdtBefore = balanceOf(balances, customer.UserId, 'USDT').available;
    const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '1000.5' }, token });
    expect(data(answer)).toMatchObject({
      ProjectId: AGRI,
      TokenCode: 'AGRI',
      Quantity: '1000.5',
      PayAmount: '80.04',
      PayCoin: 'USDT',
      Status: 'pending',
      DistributedQuantity: '0',
    });
    expect(usdtBefore.minus(balanceOf(balances, customer.UserId, 'USDT').available).toFixed()).toBe('80.04');
    expect(balanceOf(balances, customer.UserId, 'AGRI').available.toFixed()).toBe('0');

    const records = data(
      await sandbox.call('iEOOrderGetReserveRecordList', { body: { PageIndex: 1, PageRows: 10 }, token }),
    );
    expect(records).toMatchObject({
      TotalCount: 4,
      Items: [
        { OrderId: data(answer)['OrderId'], Quantity: '1000.5' },
        { TokenCode: 'AGRI' },
        { TokenCode: 'MEDI' },
        { TokenCode: 'PAYX', Status: 'distributed', DistributedQuantity: '20000' },
      ],
    });
    const details = data(
      await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI) }, token }),
    );
    expect(details).toMatchObject({ SubscribedQuantity: '6000.5', Sold: '3121450.5' });

    advanceClock(10 * DAY);
    // Tokens last 15 minutes: a session of after the jump reads the balances, which settles the sale.
    const later = tokenOf(sandbox);
    expect(data(await sandbox.call('customerAssetsGetAssets', { body: {}, token: later }))).toMatchObject({
      FiatCode: 'NGN',
    });
    expect(balanceOf(balances, customer.UserId, 'AGRI').available.toFixed()).toBe('6000.5');
    const distributed = data(
      await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI) }, token: later }),
    );
    expect(distributed).toMatchObject({ Status: 'distributed', DistributedQuantity: '6000.5' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('distributes a calculating sale once, whichever call reads it first', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const pending = data(await sandbox.call('iEOOrderGetReserveRecordList', { body: { ProjectId: MEDI }, token }));
    expect(pending).toMatchObject({ Items: [{ Status: 'pending', DistributedQuantity: '0' }] });
    advanceClock(DAY + 60_000);
    const later = tokenOf(sandbox);
    await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(MEDI) }, token: later });
    const records = data(
      await sandbox.call('iEOOrderGetReserveRecordList', { body: { ProjectId: MEDI }, token: later }),
    );
    expect(records).toMatchObject({ Items: [{ Status: 'distributed', DistributedQuantity: '3000' }] });
    expect(balance('MEDI').available.toFixed()).toBe('3000');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters the records by project', async () => {
    const { sandbox, token } = signedInSandbox();
    const records = data(await sandbox.call('iEOOrderGetReserveRecordList', { body: { ProjectId: PAYX }, token }));
    expect(records).toMatchObject({ TotalCount: 1, Items: [{ TokenCode: 'PAYX', PayAmount: '800' }] });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses sales that are not open with 60001', async () => {
    const { sandbox, token } = signedInSandbox();
    for (const ProjectId of [NOVA, MEDI, PAYX]) {
      const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId, Quantity: '1000' }, token });
      expect(answer.body).toMatchObject({ StatusCode: ieoCodes.notOpen, Data: null });
    }
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a zero quantity, a quantity outside the personal limits or above the remaining supply', async () => {
    const { sandbox, token } = signedInSandbox();
    const order = (ProjectId: number, Quantity: string) =>
      sandbox.call('iEOOrderCreateOrder', { body: { ProjectId, Quantity }, token });
    expect((await order(AGRI, '100')).body).toMatchObject({ StatusCode: ieoCodes.belowPersonalMin });
    // The demo already holds 5,000 of the 50,000 AGRI a customer may subscribe.
    expect((await order(AGRI, '45001')).body).toMatchObject({ StatusCode: ieoCodes.abovePersonalMax });
    expect((await order(SOLR, '20000')).body).toMatchObject({ StatusCode: ieoCodes.aboveRemainingSupply });
    expect((await order(AGRI, '0')).body).toMatchObject({ StatusCode: 10001 });
    expect((await order(SOLR, '150.5')).body).toMatchObject({ StatusCode: ieoCodes.tooManyDecimals });
    expect(sandbox.state.ieo.projects.find((p) => p.ProjectId === SOLR)?.Sold).toBe('1985000');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('sells out when the last tokens are subscribed, then refuses any more with 60004', async () => {
    const { sandbox, token } = signedInSandbox();
    const last = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: SOLR, Quantity: '15000' }, token });
    expect(data(last)).toMatchObject({ Quantity: '15000', PayAmount: '3750' });
    expect(
      data(await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(SOLR) } })),
    ).toMatchObject({ Remaining: '0', Sold: '2000000', Status: 'open' });
    expect(
      (await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: SOLR, Quantity: '100' }, token })).body,
    ).toMatchObject({ StatusCode: ieoCodes.aboveRemainingSupply });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a subscription the USDT balance cannot pay with 30001 and changes nothing', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const balances = sandbox.state.core.balances;
    debit(balances, customer.UserId, 'USDT', balanceOf(balances, customer.UserId, 'USDT').available.minus(500));
    const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '10000' }, token });
    expect(answer.body).toMatchObject({ StatusCode: 30001 });
    expect(balanceOf(balances, customer.UserId, 'AGRI').available.toFixed()).toBe('0');
    expect(sandbox.state.ieo.orders).toHaveLength(3);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for an unknown project', async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: 77, Quantity: '1000' }, token });
    expect(answer.body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a malformed quantity or a misspelt field with a 400 naming it', async () => {
    const { sandbox, token } = signedInSandbox();
    const bad = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '-5' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('body.Quantity') });
    const misspelt = await sandbox.call('iEOOrderCreateOrder', {
      body: { ProjectId: AGRI, Quantity: '500', Qty: '1' },
      token,
    });
    expect(misspelt.body).toMatchObject({ Msg: expect.stringContaining('body.Qty') });
    const missing = await sandbox.call('iEOOrderCreateOrder', { body: { Quantity: '500' }, token });
    expect(missing.body).toMatchObject({ Msg: 'body.ProjectId: is required' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a visitor to sign in (51001) before subscribing or listing records', async () => {
    const sandbox = new Sandbox();
    expect(
      (await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '500' } })).body,
    ).toMatchObject({ StatusCode: 51001 });
    expect((await sandbox.call('iEOOrderGetReserveRecordList', { body: {} })).body).toMatchObject({
      StatusCode: 51001,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
