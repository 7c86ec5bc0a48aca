import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { balanceOf, debit } from '../state/balances.ts';
import { data, signedInSandbox } from '../testing.ts';
import { ieoCodes } from './ieo.ts';

const DAY = 86_400_000;
const PAYX = 1;
const SOLR = 3;
const AGRI = 4;
const NOVA = 5;


afterEach(() => resetClock());

describe('ieo projects', () => {
  it('lists the five sales newest first with a status that follows their window', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectList', { body: { PageIndex: 1, PageRows: 10 } });
    expect(answer.body).toMatchObject({ StatusCode: 200, Data: { TotalCount: 5, PageIndex: 1, PageRows: 10 } });
    const items = data(answer)['Items'] as { TokenCode: string; Status: string; LogoUrl: string }[];
    expect(items.map((p) => [p.TokenCode, p.Status])).toEqual([
      ['NOVA', 'upcoming'],
      ['AGRI', 'ongoing'],
      ['SOLR', 'ongoing'],
      ['LRN', 'ended'],
      ['PAYX', 'ended'],
    ]);
    expect(items[0].LogoUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters by status and writes the intro in the languageCode of the body', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectList', { body: { Status: 'ended', languageCode: 'fr' } });
    const items = data(answer)['Items'] as { TokenCode: string; Intro: string }[];
    expect(items.map((p) => p.TokenCode)).toEqual(['LRN', 'PAYX']);
    expect(items[1].Intro).toContain("transferts d'argent");
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('opens an upcoming sale once the clock passes its start time', async () => {
    const sandbox = new Sandbox();
    advanceClock(5 * DAY);
    const answer = await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(NOVA) } });
    expect(data(answer)).toMatchObject({ TokenCode: 'NOVA', Status: 'ongoing' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('shows a visitor the rules without any subscription figures', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI), languageCode: 'zh-CN' } });
    expect(data(answer)).toMatchObject({ TokenCode: 'AGRI', Remaining: '1879550', SubscribedQuantity: null, SubscribedAmount: null });
    expect(data(answer)['RulesHtml']).toContain('认购规则');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("shows a signed-in customer their own subscription in the project's details", async () => {
    const { sandbox, token } = signedInSandbox();
    const answer = await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI) }, token });
    expect(data(answer)).toMatchObject({ SubscribedQuantity: '5000', SubscribedAmount: '400' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for a project that does not exist and 400 for a missing projectId', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: '99' } })).body).toMatchObject({ StatusCode: 10004 });
    const missing = await sandbox.call('iEOProjectGetProjectDetails');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Msg: expect.stringContaining('query.projectId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('ieo subscriptions', () => {
  it('debits USDT, credits the token and records the subscription', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const balances = sandbox.state.core.balances;
    const usdtBefore = balanceOf(balances, customer.UserId, 'USDT').available;
    const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '1000.5' }, token });
    expect(data(answer)).toMatchObject({ ProjectId: AGRI, TokenCode: 'AGRI', Quantity: '1000.5', PayAmount: '80.04', PayCoin: 'USDT' });
    expect(usdtBefore.minus(balanceOf(balances, customer.UserId, 'USDT').available).toFixed()).toBe('80.04');
    expect(balanceOf(balances, customer.UserId, 'AGRI').available.toFixed()).toBe('1000.5');

    const records = data(await sandbox.call('iEOOrderGetReserveRecordList', { body: { PageIndex: 1, PageRows: 10 }, token }));
    expect(records).toMatchObject({ TotalCount: 3, Items: [{ OrderId: data(answer)['OrderId'], Quantity: '1000.5' }, { TokenCode: 'AGRI' }, { TokenCode: 'PAYX' }] });
    const details = data(await sandbox.call('iEOProjectGetProjectDetails', { query: { projectId: String(AGRI) }, token }));
    expect(details).toMatchObject({ SubscribedQuantity: '6000.5', Sold: '3121450.5' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters the records by project', async () => {
    const { sandbox, token } = signedInSandbox();
    const records = data(await sandbox.call('iEOOrderGetReserveRecordList', { body: { ProjectId: PAYX }, token }));
    expect(records).toMatchObject({ TotalCount: 1, Items: [{ TokenCode: 'PAYX', PayAmount: '800' }] });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses sales that are not ongoing with 60001', async () => {
    const { sandbox, token } = signedInSandbox();
    for (const ProjectId of [NOVA, PAYX]) {
      const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId, Quantity: '1000' }, token });
      expect(answer.body).toMatchObject({ StatusCode: ieoCodes.notOngoing, Data: null });
    }
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a zero quantity, a quantity outside the personal limits or above the remaining supply', async () => {
    const { sandbox, token } = signedInSandbox();
    const order = (ProjectId: number, Quantity: string) => sandbox.call('iEOOrderCreateOrder', { body: { ProjectId, Quantity }, token });
    expect((await order(AGRI, '100')).body).toMatchObject({ StatusCode: ieoCodes.belowPersonalMin });
    // The demo already holds 5,000 of the 50,000 AGRI a customer may subscribe.
    expect((await order(AGRI, '45001')).body).toMatchObject({ StatusCode: ieoCodes.abovePersonalMax });
    expect((await order(SOLR, '20000')).body).toMatchObject({ StatusCode: ieoCodes.aboveRemainingSupply });
    expect((await order(AGRI, '0')).body).toMatchObject({ StatusCode: 10001 });
    expect(sandbox.state.ieo.projects.find((p) => p.ProjectId === SOLR)?.Sold).toBe('1985000');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a subscription the USDT balance cannot pay with 30001 and changes nothing', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    const balances = sandbox.state.core.balances;
    debit(balances, customer.UserId, 'USDT', balanceOf(balances, customer.UserId, 'USDT').available.minus(500));
    const answer = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '10000' }, token });
    expect(answer.body).toMatchObject({ StatusCode: 30001 });
    expect(balanceOf(balances, customer.UserId, 'AGRI').available.toFixed()).toBe('0');
    expect(sandbox.state.ieo.orders).toHaveLength(2);
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
    const misspelt = await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '500', Qty: '1' }, token });
    expect(misspelt.body).toMatchObject({ Msg: expect.stringContaining('body.Qty') });
    const missing = await sandbox.call('iEOOrderCreateOrder', { body: { Quantity: '500' }, token });
    expect(missing.body).toMatchObject({ Msg: 'body.ProjectId: is required' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a visitor to sign in (51001) before subscribing or listing records', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: AGRI, Quantity: '500' } })).body).toMatchObject({ StatusCode: 51001 });
    expect((await sandbox.call('iEOOrderGetReserveRecordList', { body: {} })).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
