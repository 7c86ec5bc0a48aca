import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/clients.ts';
import { call } from '../../src/api/call.ts';
import { readStoredSession, storeTokens } from '../../src/session/session-storage.ts';
import { sessionActor } from '../../src/session/session.ts';
import { sandbox } from '../setup/dom.ts';
import { startApp } from '../setup/render-app.tsx';
import { expireAllTokens, rotateSession } from '../../sandbox/state/sessions.ts';

const userInfo = () => call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse'));

/** Another tab spends this tab's refresh token; this tab's cookies have not caught up yet. */
function anotherTabRefreshes() {
  const spent = readStoredSession().refreshToken!;
  const rotated = rotateSession(sandbox.state.core.sessions, spent)!;
  expireAllTokens(sandbox.state.core.sessions);
  return { spent, rotated };
}

describe('a refresh token another tab has just spent', () => {
  it('uses the token the other tab announced instead of signing out', async () => {
    startApp({ signedIn: true });
    const { spent, rotated } = anotherTabRefreshes();
    rotated.expiresAt = Date.now() + 60_000;
    new BroadcastChannel('exchange-web:session').postMessage({ type: 'refreshed', from: spent, token: rotated.token });
    const result = await userInfo();
    expect(result.ok).toBe(true);
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('uses the pair that reaches the cookies a moment after the refusal', async () => {
    startApp({ signedIn: true });
    const { rotated } = anotherTabRefreshes();
    rotated.expiresAt = Date.now() + 60_000;
    setTimeout(() => storeTokens(rotated.token, rotated.refreshToken), 80);
    const result = await userInfo();
    expect(result.ok).toBe(true);
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('signs out when no other tab rotated the pair', async () => {
    startApp({ signedIn: true });
    const spent = readStoredSession().refreshToken!;
    rotateSession(sandbox.state.core.sessions, spent);
    expireAllTokens(sandbox.state.core.sessions);
    const result = await userInfo();
    expect(result.ok).toBe(false);
    expect(sessionActor.getSnapshot().value).toBe('signedOut');
  });
});
