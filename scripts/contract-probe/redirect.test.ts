/**
 * A host that answers every read with a redirect to another origin's money action: the probe,
 * with its real fetch over real sockets, reports each redirect as a difference and the other
 * origin never receives a request, so the customer's token and any cookie stay with the host named.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideToken, renderJson } from './report.ts';
import { runProbe, type ProbeReport } from './run.ts';

type Seen = { url: string; headers: IncomingHttpHeaders };

function listen(
  answer: (seen: Seen[]) => Parameters<typeof createServer>[1],
): Promise<{ server: Server; origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer(answer(seen));
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

const token = 'customer-token-0f3a9c';
let elsewhere: Awaited<ReturnType<typeof listen>>;
let redirecting: Awaited<ReturnType<typeof listen>>;
let report: ProbeReport;

beforeAll(async () => {
  elsewhere = await listen((seen) => (request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.end('{"StatusCode":200,"Msg":"order placed","Data":true}');
  });
  const moneyAction = `${elsewhere.origin}/api/IDCM/Transaction/Trading/PlaceOrder`;
  redirecting = await listen((seen) => (request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(307, { location: moneyAction, 'set-cookie': 'session=abc; Path=/' }).end();
  });
  const hosts = { base: redirecting.origin, futures: redirecting.origin, maintenance: redirecting.origin };
  report = await runProbe({ hosts, token, rate: 1000, timeLimitMs: 60_000, callTimeoutMs: 5_000 });
}, 60_000);

afterAll(() => Promise.all([redirecting, elsewhere].map(({ server }) => new Promise((done) => server.close(done)))));

describe('the contract probe against a host that redirects', () => {
  it('never follows the redirect: the other origin receives no request, token or cookie', () => {
    expect(redirecting.seen.length).toBe(report.outcomes.filter((o) => o.status !== 'not asked').length);
    expect(redirecting.seen.length).toBeGreaterThan(100);
    expect(elsewhere.seen).toEqual([]);
    expect(redirecting.seen.some((s) => s.headers.token === token)).toBe(true);
    expect(redirecting.seen.every((s) => s.headers.cookie === undefined)).toBe(true);
  });

  it('reports each redirect as a difference naming where it pointed', () => {
    const asked = report.outcomes.filter((o) => o.status !== 'not asked');
    expect(new Set(asked.map((o) => o.status))).toEqual(new Set(['differs']));
    expect(asked[0].differences).toEqual([
      expect.objectContaining({
        kind: 'redirect',
        example: `HTTP 307 to ${elsewhere.origin}/api/IDCM/Transaction/Trading/PlaceOrder`,
      }),
    ]);
    expect(hideToken(renderJson(report), token)).not.toContain(token);
  });
});
