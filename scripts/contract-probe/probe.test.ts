/**
 * The probe against the sandbox in this process (its own web handler as the host), as it is and
 * with a few answers changed on the way: a renamed field, numbers as strings, an envelope without
 * its code, a date written another way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerWebRequest } from '../../sandbox/http/web-request.ts';
import { signedInSandbox } from '../../sandbox/testing.ts';
import { exitCode, renderText } from './report.ts';
import { runProbe, type ProbeOptions, type ProbeReport } from './run.ts';

const origin = 'http://sandbox.test/sandbox';
const hosts = { base: `${origin}/base`, futures: `${origin}/futures`, maintenance: `${origin}/maintenance` };

type Envelope = { StatusCode?: unknown; Data: Record<string, unknown> & Record<string, unknown>[] };
type Change = (body: Envelope) => void;

/** A host answering as the sandbox does, with the answers of some paths changed; it records every request. */
function sandboxHost(changes: Record<string, Change> = {}) {
  const { sandbox, token } = signedInSandbox();
  const requests: { url: URL; headers: Headers; body: string; at: number }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const at = Date.now();
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push({ url, headers: request.headers, body: await request.clone().text(), at });
    const response = await answerWebRequest(sandbox, request);
    const change = Object.entries(changes).find(([path]) => url.pathname.endsWith(path))?.[1];
    if (!change) return response;
    const body = (await response.json()) as Envelope;
    change(body);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  }) as typeof globalThis.fetch;
  return { sandbox, token, fetch, requests };
}

const options = (more: Partial<ProbeOptions>): ProbeOptions => ({
  hosts,
  rate: 10_000,
  timeLimitMs: 60_000,
  callTimeoutMs: 10_000,
  ...more,
});

describe('the contract probe against the sandbox', () => {
  // One run, signed in, with a few answers changed on the way; the tests below read it.
  const host = sandboxHost({
    '/Security/GetServerDate': (body) => {
      (body as { Data: unknown }).Data = '19/11/2026 06:30:00';
    },
    '/Market/GetMarketRealStatistics': (body) => {
      body.Data.Volume24H = body.Data.Volume24h;
      delete body.Data.Volume24h;
    },
    '/News/GetNewsPageList': (body) => {
      body.Data.TotalCount = String(body.Data.TotalCount);
    },
    '/coin/GetDefaultWebSiteCoinList': (body) => {
      for (const coin of body.Data) coin.Precision = String(coin.Precision);
    },
    '/maintain/CheckMaintain': (body) => {
      delete body.StatusCode;
    },
    '/Trading/GetEntrustOrderList': (body) => {
      for (const order of body.Data.Items as unknown as Record<string, unknown>[]) order.Side = 'BUY';
    },
  });
  let report: ProbeReport;
  beforeAll(async () => {
    report = await runProbe(options({ token: host.token, fetch: host.fetch }));
  }, 60_000);

  it('finds exactly the differences put into its answers, with their paths', async () => {
    const coins = (await host.sandbox.call('coinGetDefaultWebSiteCoinList')).body as Envelope;

    const differing = report.outcomes.filter((o) => o.status !== 'documented');
    expect(differing.map((o) => [o.operationId, o.differences])).toEqual([
      [
        'securityGetServerDate',
        [expect.objectContaining({ kind: 'other value', path: '$.Data', example: '"19/11/2026 06:30:00"', count: 1 })],
      ],
      [
        'coinGetDefaultWebSiteCoinList',
        [
          {
            kind: 'wrong type',
            path: '$.Data[*].Precision',
            expected: 'integer',
            type: 'string',
            example: `"${coins.Data[0].Precision}"`,
            count: coins.Data.length,
            inferred: true,
          },
        ],
      ],
      [
        'newsGetNewsPageList',
        [expect.objectContaining({ kind: 'wrong type', path: '$.Data.TotalCount', expected: 'integer', count: 1 })],
      ],
      [
        'marketGetMarketRealStatistics',
        [
          expect.objectContaining({
            kind: 'probable rename',
            path: '$.Data.Volume24h',
            renamedTo: '$.Data.Volume24H',
            type: 'string',
            count: 1,
            inferred: true,
          }),
        ],
      ],
      [
        'tradingGetEntrustOrderList',
        [
          expect.objectContaining({
            kind: 'other value',
            path: '$.Data.Items[*].Side',
            expected: 'one of buy or sell',
            allowed: ['buy', 'sell'],
            example: '"BUY"',
          }),
        ],
      ],
      [
        'maintainCheckMaintain',
        [expect.objectContaining({ kind: 'envelope', path: '$.StatusCode', expected: 'the code in StatusCode' })],
      ],
    ]);
    expect(differing.every((o) => o.status === 'differs')).toBe(true);
    expect(exitCode(report)).toBe(1);
  });

  it('reports each difference under its call, in words, with the request to replay it', () => {
    const text = renderText(report).split('\n');
    const at = (heading: string) => text.slice(text.indexOf(heading) + 1);
    expect(at('GET /api/idcm/customer/Security/GetServerDate  (securityGetServerDate, base): differs')).toEqual(
      expect.arrayContaining([
        '  designed here, not yet confirmed',
        '  - $.Data: documented a date like 2026-11-19T06:30:00.000Z; came "19/11/2026 06:30:00"',
        `  replay: curl -sS '${hosts.base}/api/idcm/customer/Security/GetServerDate' -H 'LanguageCode: en' -H 'ClientType: 0' -H 'DeviceId: contract-probe'`,
      ]),
    );
    expect(text).toContainEqual(
      expect.stringMatching(
        /^ {2}- \$\.Data\.Volume24h was probably renamed Volume24H: it is missing, and Volume24H came in its place, also a string: "[\d.]+"$/,
      ),
    );
    expect(text).toContainEqual(
      expect.stringMatching(
        /^ {2}- \$\.Data\.Items\[\*\]\.Side: documented one of buy or sell; came "BUY" \(in \d+ places\)$/,
      ),
    );
    const signedIn = text.find((line) => line.includes('replay:') && line.includes('GetEntrustOrderList'));
    expect(signedIn).toContain(`-H "Token: $CONTRACT_PROBE_TOKEN"`);
    expect(signedIn).not.toContain(host.token);
    expect(text.filter((line) => line.includes('not yet confirmed'))).toHaveLength(5);
    expect(text.join('\n')).not.toMatch(/\[inferred\]|not JSON|pattern "/);
    expect(text.find((line) => line.includes('GetNewsPageList') && line.includes('replay'))).toMatch(
      /-X POST .* -H 'Content-Type: application\/json' --data '\{"PageIndex":1,.*\}'$/,
    );
  });

  it('reads as documented without a token, leaving the signed-in reads unasked and sending no token', async () => {
    const host = sandboxHost();
    const report = await runProbe(options({ fetch: host.fetch }));
    const unasked = report.outcomes.filter((o) => o.status === 'not asked');
    expect(unasked.length).toBeGreaterThan(40);
    expect(new Set(unasked.map((o) => o.note))).toEqual(new Set(['a signed-in read: give --token']));
    expect(report.outcomes.filter((o) => o.status !== 'not asked').every((o) => o.status === 'documented')).toBe(true);
    expect(host.requests.some((r) => r.headers.has('token'))).toBe(false);
    expect(exitCode(report)).toBe(0);
  });

  it('asks about what earlier answers name', async () => {
    const asked = (path: string) => host.requests.find((r) => r.url.pathname.endsWith(path))!;
    const coins = (await host.sandbox.call('coinGetRechargeWithdrawCoinList')).body as Envelope;
    expect(asked('/coin/GetCoinChains').url.searchParams.get('coinId')).toBe(String(coins.Data[0].CoinId));
    const active = (await host.sandbox.call('tradeGetActiveOrders', { token: host.token, body: {} })).body as Envelope;
    const firstOrder = (active.Data.Items as unknown as { OrderId: number }[])[0].OrderId;
    expect(JSON.parse(asked('/trade/GetOrderDetail').body)).toMatchObject({ OrderId: firstOrder });
    const sellSide = host.requests.filter((r) => r.url.pathname.endsWith('/GetPaymentChannelByPayType'));
    expect(sellSide.map((r) => r.url.searchParams.get('side'))).toEqual(['buy', 'sell']);
    expect(host.requests.every((r) => r.headers.get('token') === host.token || !r.headers.has('token'))).toBe(true);
  });

  it('keeps to its rate and its time limit, and reports what it had no time to ask', async () => {
    const host = sandboxHost();
    const report = await runProbe(options({ token: host.token, fetch: host.fetch, rate: 20, timeLimitMs: 400 }));
    expect(host.requests.length).toBeGreaterThan(0);
    expect(host.requests.length).toBeLessThanOrEqual(8);
    const gaps = host.requests.slice(1).map((r, i) => r.at - host.requests[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(45);
    expect(report.outcomes.filter((o) => o.status !== 'not asked')).toHaveLength(host.requests.length);
    expect(report.outcomes.at(-1)).toMatchObject({ status: 'not asked', note: 'the time limit was reached' });
  });

  it('says when a host gives no answer, no body or no JSON', async () => {
    const host = sandboxHost();
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/maintain/')) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      if (url.includes('/coin/GetDefaultWebSiteCoinList'))
        return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
      if (url.includes('/Security/GetServerDate')) return new Response(null, { status: 200 });
      return host.fetch(input, init);
    }) as typeof globalThis.fetch;
    const report = await runProbe(options({ hosts: { base: hosts.base, maintenance: hosts.maintenance }, fetch }));
    const noAnswer = report.outcomes.filter((o) => o.status === 'no answer');
    expect(noAnswer.map((o) => [o.operationId, o.note])).toEqual([
      ['securityGetServerDate', 'HTTP 200, the answer had no body'],
      ['coinGetDefaultWebSiteCoinList', 'HTTP 502, not JSON (text/html): <html>Bad gateway</html>'],
      ['maintainCheckMaintain', 'Error: connect ECONNREFUSED'],
    ]);
    expect(exitCode(report)).toBe(1);
  });
});
