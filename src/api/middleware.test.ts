// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from './context.ts';
import { createMiddleware } from './middleware.ts';

type Hooks = Required<Pick<ReturnType<typeof createMiddleware>, 'onRequest' | 'onResponse'>>;

const url = 'http://localhost/sandbox/base/api/idcm/customer/Security/GetUserInfo';
const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

function setUp() {
  const refreshed = vi.fn(async () => 'new-token');
  const context: ApiContext = {
    session: { token: () => 'old-token', refreshed },
    language: () => 'en',
    clientType: () => 0,
    deviceId: () => 'device-1',
    timeoutMs: 5_000,
  };
  const hooks = createMiddleware(context) as unknown as Hooks;
  const replay = vi.fn(async () => json('{"StatusCode":200,"Data":{"Id":1}}'));
  vi.stubGlobal('fetch', replay);
  /** Sends a call through the middleware and gives it `answer`; resolves with what the caller gets. */
  const answer = async (response: Response) => {
    const request = new Request(url);
    const options = { request, schemaPath: '/api/idcm/customer/Security/GetUserInfo', id: 'call-1' };
    await hooks.onRequest(options as unknown as Parameters<Hooks['onRequest']>[0]);
    return (await hooks.onResponse({ ...options, response } as unknown as Parameters<
      Hooks['onResponse']
    >[0])) as Response;
  };
  return { refreshed, replay, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe('the middleware meeting an expired token', () => {
  it('refreshes and replays a call answered with code 40003, with the new token', async () => {
    const { refreshed, replay, answer } = setUp();
    const got = await answer(json('{"StatusCode":40003,"Msg":"Token expired","Data":null}'));
    expect(refreshed).toHaveBeenCalledWith('old-token');
    expect(replay).toHaveBeenCalledTimes(1);
    expect((replay.mock.calls[0] as unknown as [Request])[0].headers.get('Token')).toBe('new-token');
    expect(await got.json()).toMatchObject({ Data: { Id: 1 } });
  });

  it('passes on an answer that only mentions the code in its data, and a long answer, untouched and readable', async () => {
    const { refreshed, answer } = setUp();
    const mention = await answer(json('{"StatusCode":200,"Data":{"OrderNo":"40003"}}'));
    expect(await mention.json()).toMatchObject({ Data: { OrderNo: '40003' } });
    const markets = JSON.stringify({
      StatusCode: 200,
      Data: Array.from({ length: 2_000 }, (_, i) => ({ Id: i, Symbol: `C${i}/USDT`, Price: '40003' })),
    });
    const long = await answer(json(markets));
    expect((await long.json()).Data).toHaveLength(2_000);
    expect(refreshed).not.toHaveBeenCalled();
  });
});

describe('the middleware preparing a call', () => {
  it('adds the headers, keeps a change that must outlive the page as keepalive, and passes its body on unread', async () => {
    const context: ApiContext = {
      session: { token: () => 'the-token', refreshed: async () => null },
      language: () => 'fr',
      clientType: () => 0,
      deviceId: () => 'device-1',
      timeoutMs: 60_000,
    };
    const hooks = createMiddleware(context) as unknown as Hooks;
    const request = new Request(url, { method: 'POST', body: '{"VarietyId":7}', keepalive: true });
    const prepared = (await hooks.onRequest({
      request,
      schemaPath: '/api/idcm/customer/Security/GetUserInfo',
      id: 'call-2',
    } as unknown as Parameters<Hooks['onRequest']>[0])) as Request;
    expect(prepared.keepalive).toBe(true);
    expect(prepared.headers.get('Token')).toBe('the-token');
    expect(prepared.headers.get('LanguageCode')).toBe('fr');
    expect(await prepared.text()).toBe('{"VarietyId":7}');
  });
});
