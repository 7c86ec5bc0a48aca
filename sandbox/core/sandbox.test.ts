import { describe, expect, it } from 'vitest';
import { Sandbox } from './sandbox.ts';
import { expireAllTokens } from '../state/sessions.ts';
import { signedInSandbox } from '../testing.ts';
import { callWithHeaders } from '../modules/customer-test-support.ts';
import { pageRendererDeviceId } from '../../src/api/device-id.ts';

const secured = 'customerGetCustomerWithBaseResponse';

describe('sandbox sessions', () => {
  it('answers a secured call with the customer when the token is live', async () => {
    const { sandbox, session } = signedInSandbox();
    const answer = await sandbox.call(secured, { token: session.token });
    expect(answer.body).toMatchObject({
      StatusCode: 200,
      Data: { Email: 'demo@example.com', HasPassedLoginValidation: true },
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 51001 when a secured call comes without a token', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call(secured)).body).toMatchObject({ StatusCode: 51001, Data: null });
  });

  it('answers 40003 when the token has expired', async () => {
    const { sandbox, session } = signedInSandbox();
    expireAllTokens(sandbox.state.core.sessions);
    expect((await sandbox.call(secured, { token: session.token })).body).toMatchObject({ StatusCode: 40003 });
  });

  it('answers HTTP 401 for a token it never issued', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call(secured, { token: 'forged' });
    expect(answer.status).toBe(401);
  });

  it('rotates the pair on refresh and refuses the spent refresh token', async () => {
    const { sandbox, session } = signedInSandbox();
    const first = await sandbox.call('customerRefresh', { query: { refreshToken: session.refreshToken } });
    const pair = (first.body as { Data: { Token: string; RefreshToken: string } }).Data;
    expect(pair.Token).not.toBe(session.token);
    expect((await sandbox.call(secured, { token: pair.Token })).body).toMatchObject({ StatusCode: 200 });
    expect((await sandbox.call(secured, { token: session.token })).status).toBe(401);
    expect((await sandbox.call('customerRefresh', { query: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('sandbox knobs', () => {
  it('forces the next calls to an HTTP status, but never the refresh call', async () => {
    const { sandbox, session } = signedInSandbox();
    sandbox.knobs.forcedStatus = { status: 403, remaining: 2 };
    expect((await sandbox.call('customerRefresh', { query: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await sandbox.call(secured, { token: 'x' })).status).toBe(403);
    expect((await sandbox.call(secured, { token: 'x' })).status).toBe(403);
    expect((await sandbox.call(secured, { token: 'x' })).status).toBe(401);
  });

  it('fails the refresh call as told', async () => {
    const { sandbox, session } = signedInSandbox();
    sandbox.knobs.refreshFailure = { status: 401, code: null, remaining: 1 };
    expect((await sandbox.call('customerRefresh', { query: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await sandbox.call('customerRefresh', { query: { refreshToken: session.refreshToken } })).status).toBe(200);
  });

  it('answers 99999 everywhere but the maintenance host while in maintenance', async () => {
    const { sandbox, session } = signedInSandbox();
    sandbox.state.maintenance.on = true;
    expect((await sandbox.call(secured, { token: session.token })).body).toMatchObject({ StatusCode: 99999 });
    expect((await sandbox.call('maintainCheckMaintain')).body).toMatchObject({ Data: true });
  });

  it('answers a named call with a catalogue code the given number of times', async () => {
    const { sandbox, session } = signedInSandbox();
    sandbox.knobs.forcedCodes.set(secured, { code: 'payment:0027', msg: 'Limit reached', remaining: 1 });
    expect((await sandbox.call(secured, { token: session.token })).body).toMatchObject({
      StatusCode: 'payment:0027',
      Msg: 'Limit reached',
    });
    expect((await sandbox.call(secured, { token: session.token })).body).toMatchObject({ StatusCode: 200 });
  });

  it("keeps a forced code, a forced status and a lost answer for the app: the page renderer's calls pass", async () => {
    const sandbox = new Sandbox();
    const trends = 'marketGetMarketTrends';
    sandbox.knobs.forcedCodes.set(trends, { code: 77777, msg: 'Forced', remaining: 1 });
    sandbox.knobs.forcedStatus = { status: 403, remaining: 1 };
    sandbox.knobs.lostAnswers.set(trends, { remaining: 1, carriedOut: false });
    const rendered = await callWithHeaders(sandbox, trends, { deviceid: pageRendererDeviceId });
    expect(rendered.lost).toBeUndefined();
    expect(rendered.body).toMatchObject({ StatusCode: 200 });
    const app = { deviceid: 'a-visitor' };
    expect((await callWithHeaders(sandbox, trends, app)).lost).toBe(true);
    expect((await callWithHeaders(sandbox, trends, app)).status).toBe(403);
    expect((await callWithHeaders(sandbox, trends, app)).body).toMatchObject({ StatusCode: 77777 });
    expect((await callWithHeaders(sandbox, trends, app)).body).toMatchObject({ StatusCode: 200 });
  });

  it('counts the calls of each operation', async () => {
    const { sandbox, session } = signedInSandbox();
    await sandbox.call(secured, { token: session.token });
    await sandbox.call(secured, { token: session.token });
    expect(sandbox.calls.get(secured)).toBe(2);
  });
});

describe('sandbox reset', () => {
  it('puts the clock back', async () => {
    const { advanceClock, now } = await import('./clock.ts');
    const sandbox = new Sandbox();
    const before = now();
    advanceClock(120_000);
    sandbox.reset();
    expect(now() - before).toBeLessThan(60_000);
  });
});
