import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/clients.ts';
import { call } from '../../src/api/call.ts';
import { apiEffects, type ApiEffect } from '../../src/api/effects.ts';
import { sandbox } from '../setup/dom.ts';
import { startApp } from '../setup/render-app.tsx';
import { sessionActor } from '../../src/session/session.ts';
import { readStoredSession } from '../../src/session/session-storage.ts';
import { expireAllTokens } from '../../sandbox/state/sessions.ts';

const userInfo = () => call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse'));
const loginLog = (page: number) =>
  call(api().base.POST('/api/idcm/customer/PersonalCenter/GetLogList', { body: { PageIndex: page, PageRows: 5 } }));

function collectEffects() {
  const effects: ApiEffect[] = [];
  const stop = apiEffects.subscribe((e) => effects.push(e));
  return { effects, stop };
}

afterEach(() => vi.restoreAllMocks());

describe('refresh queue against the sandbox', () => {
  it('runs one refresh for 50 concurrent calls with an expired token and replays each once, bodies included', async () => {
    startApp({ signedIn: true });
    const before = readStoredSession().token;
    expireAllTokens(sandbox.state.core.sessions);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? userInfo() : loginLog(1 + (i % 3)))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(sandbox.calls.get('customerRefresh')).toBe(1);
    expect(sandbox.calls.get('customerGetCustomerWithBaseResponse')).toBe(50);
    expect(sandbox.calls.get('personalCenterGetLogList')).toBe(50);
    expect(readStoredSession().token).not.toBe(before);
  });

  it.each([401, 403] as const)('refreshes and replays a call answered with HTTP %s', async (status) => {
    startApp({ signedIn: true });
    sandbox.knobs.forcedStatus = { status, remaining: 1 };
    const result = await loginLog(1);
    expect(result.ok).toBe(true);
    expect(sandbox.calls.get('customerRefresh')).toBe(1);
    expect(sandbox.calls.get('personalCenterGetLogList')).toBe(2);
  });

  it('fails every queued call once and asks for sign-in once when the refresh is refused', async () => {
    startApp({ signedIn: true });
    const signIn = vi.fn();
    const sub = sessionActor.on('signInRequired', signIn);
    expireAllTokens(sandbox.state.core.sessions);
    sandbox.knobs.refreshFailure = { status: 401, code: null, remaining: 1 };
    const results = await Promise.all(Array.from({ length: 10 }, () => userInfo()));
    sub.unsubscribe();
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(sandbox.calls.get('customerRefresh')).toBe(1);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(sessionActor.getSnapshot().value).toBe('signedOut');
    expect(readStoredSession().token).toBeNull();
  });

  it('does not replay a call twice when it fails again after the refresh', async () => {
    startApp({ signedIn: true });
    sandbox.knobs.forcedStatus = { status: 401, remaining: 2 };
    const result = await userInfo();
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(sandbox.calls.get('customerGetCustomerWithBaseResponse')).toBe(2);
    expect(sandbox.calls.get('customerRefresh')).toBe(1);
  });

  it('ignores a refresh answered with 41000: the call fails quietly and the session stays', async () => {
    startApp({ signedIn: true });
    const { effects, stop } = collectEffects();
    expireAllTokens(sandbox.state.core.sessions);
    sandbox.knobs.refreshFailure = { status: null, code: 41000, remaining: 1 };
    const result = await userInfo();
    stop();
    expect(result.ok).toBe(false);
    expect(effects.filter((e) => e.type === 'toast' || e.type === 'dialog')).toEqual([]);
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('sends the common headers with every call', async () => {
    startApp({ signedIn: true });
    const seen: Headers[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request) seen.push(input.headers);
      return realFetch(input, init);
    });
    await userInfo();
    expect(seen[0].get('Token')).toBe(readStoredSession().token);
    expect(seen[0].get('LanguageCode')).toBe('en');
    expect(seen[0].get('ClientType')).toBe('0');
    expect(seen[0].get('DeviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
