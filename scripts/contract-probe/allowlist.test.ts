/**
 * The reviewed list of what the probe calls: it agrees with the documents' marks both ways, a mark
 * added by mistake reaches no host until someone writes its line, and eight money operations marked
 * by mistake are refused even when listed, since their names say what they do.
 */
import { describe, expect, it, vi } from 'vitest';
import { committedAllowlist, readAllowlist, type AllowEntry } from './allowlist.ts';
import { contractOperations, refusalOf, reviewProblems, type ProbeOperation } from './operations.ts';
import { send } from './send.ts';

const operations = contractOperations();
const template = operations.find((op) => op.operationId === 'newsGetNewsPageList')!;

/** An operation planted in the base document, marked x-safe-to-probe. */
const planted = (method: string, path: string, operationId: string): ProbeOperation => ({
  ...template,
  method,
  path,
  operationId,
  parameters: [],
  body: { kind: method === 'GET' ? 'none' : 'json', required: false, schema: { type: 'object' } },
  marked: true,
});

const entry = (op: ProbeOperation, more: Partial<AllowEntry> = {}): AllowEntry => ({
  host: op.host,
  method: op.method,
  path: op.path,
  why: 'listed by a reviewer who did not read it',
  ...more,
});

const moneyMarkedByMistake = [
  planted('POST', '/api/IDCM/Transaction/Trading/PlaceOrder', 'tradingPlaceOrder'),
  planted('POST', '/api/idcm/Assets/IEOOrder/Subscribe', 'iEOOrderSubscribe'),
  planted('POST', '/api/idcm/foundation/app/Financing/Redeem', 'financingRedeem'),
  planted('POST', '/api/idcm/customer/Customer/Logout', 'customerLogout'),
  planted('GET', '/api/idcm/foundation/app/Mission/GetReward', 'missionGetReward'),
  planted('POST', '/api/idcm/assets/Withdraw/Execute', 'withdrawExecute'),
  planted('POST', '/api/v2/withdrawals', 'v2Withdrawals'),
  planted('POST', '/api/futures/Position/ClosePosition', 'positionClosePosition'),
];

const call = (op: ProbeOperation, allowlist: AllowEntry[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ StatusCode: 200, Msg: 'ok', Data: {} }));
  const sent = send({ fetch, token: 't', allowlist }, 'http://host.test', op, { query: {}, body: {} }, 1000);
  return { fetch, sent };
};

describe('the reviewed list of what the probe calls', () => {
  it('agrees with the documents: every mark has its entry, every entry its mark, and each entry is called', () => {
    expect(reviewProblems()).toEqual([]);
    expect(committedAllowlist()).toHaveLength(operations.filter((op) => op.marked).length);
  });

  it('fails the review when a mark and the list disagree, either way', () => {
    const unlisted = planted('GET', '/api/idcm/market/Market/GetTickerList', 'marketGetTickerList');
    expect(reviewProblems([...operations, unlisted])).toEqual([
      'base GET /api/idcm/market/Market/GetTickerList (marketGetTickerList) is marked x-safe-to-probe but has no entry',
    ]);
    const unmarked = operations.map((op) => (op.operationId === 'newsGetNewsPageList' ? { ...op, marked: false } : op));
    expect(reviewProblems(unmarked)).toEqual([
      'base POST /api/idcm/foundation/app/News/GetNewsPageList (newsGetNewsPageList) is listed but not marked x-safe-to-probe',
    ]);
    const gone = entry(planted('GET', '/api/idcm/foundation/app/News/GetGone', 'newsGetGone'));
    expect(reviewProblems(operations, [...committedAllowlist(), gone])).toEqual([
      'base GET /api/idcm/foundation/app/News/GetGone is listed but is no operation of the base document',
    ]);
  });

  it('keeps a new mark from any host until someone writes its line', async () => {
    const read = planted('GET', '/api/idcm/market/Market/GetTickerList', 'marketGetTickerList');
    const unlisted = call(read, committedAllowlist());
    await expect(unlisted.sent).rejects.toThrow(
      /is not in the reviewed list \(schema\/openapi\/probe-allowlist\.yaml\)/,
    );
    expect(unlisted.fetch).not.toHaveBeenCalled();
    const listed = call(read, [...committedAllowlist(), entry(read, { why: 'reads the tickers of every market' })]);
    await listed.sent;
    expect(listed.fetch).toHaveBeenCalledOnce();
  });

  it.each(moneyMarkedByMistake.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'refuses %s, marked by mistake, whether or not the list names it',
    async (_, op) => {
      expect(refusalOf(op)).toMatch(/is not in the reviewed list/);
      const listed = [...committedAllowlist(), entry(op)];
      expect(refusalOf(op, listed)).toMatch(/^(its name says|it is a POST whose action).*gives no override reason$/);
      const attempt = call(op, listed);
      await expect(attempt.sent).rejects.toThrow(/not safe to probe/);
      expect(attempt.fetch).not.toHaveBeenCalled();
    },
  );

  it('names the words that refused them, in every segment, whatever read verb comes first', () => {
    const reasons = moneyMarkedByMistake.map((op) => refusalOf(op, [...committedAllowlist(), entry(op)]));
    expect(reasons.map((reason) => reason!.replace(/, and its entry.*$/, ''))).toEqual([
      'its name says place',
      'its name says subscribe',
      'its name says redeem',
      'its name says logout',
      'its name says reward',
      'its name says withdraw, execute',
      'it is a POST whose action (withdrawals) names no read',
      'its name says close',
    ]);
  });

  it('lets an entry override the name check only with a reason, and never for a secret', async () => {
    const rewards = planted('POST', '/api/idcm/foundation/app/Mission/GetRewardList', 'missionGetRewardList');
    expect(refusalOf(rewards, [...committedAllowlist(), entry(rewards)])).toMatch(/its name says reward/);
    const reviewed = entry(rewards, {
      why: 'reads the rewards a campaign offers',
      override: 'Reward names what is listed',
    });
    const attempt = call(rewards, [...committedAllowlist(), reviewed]);
    await attempt.sent;
    expect(attempt.fetch).toHaveBeenCalledOnce();

    const withPin = {
      ...rewards,
      body: { kind: 'json' as const, required: true, schema: { properties: { Pin: {} } } },
    };
    expect(refusalOf(withPin, [...committedAllowlist(), reviewed])).toBe('it asks for Pin');
  });

  it('reads only entries that say what they are and why', () => {
    const one = (line: string) => () => readAllowlist(`base:\n  - ${line}\n`);
    expect(one('{ method: GET, path: /api/x/GetList, why: "reads a list" }')()).toEqual([
      { host: 'base', method: 'GET', path: '/api/x/GetList', why: 'reads a list' },
    ]);
    expect(one('{ method: GET, path: /api/x/GetList }')).toThrow('base entry 1: GET /api/x/GetList says no why');
    expect(one('{ method: get, path: /api/x/GetList, why: "reads a list" }')).toThrow(
      'method get is not an HTTP method',
    );
    expect(one('{ method: GET, path: /api/x/GetList, why: "reads a list", override: "" }')).toThrow('without a reason');
    expect(one('{ method: GET, path: /api/x/GetList, why: "reads a list", safe: true }')).toThrow('unknown safe');
    expect(() => readAllowlist('spot:\n  - { method: GET, path: /x, why: "reads a list" }\n')).toThrow(
      'spot is not a host',
    );
    const twice = '{ method: GET, path: /api/x/GetList, why: "reads a list" }';
    expect(() => readAllowlist(`base:\n  - ${twice}\n  - ${twice}\n`)).toThrow(
      'base GET /api/x/GetList is listed twice',
    );
  });
});
