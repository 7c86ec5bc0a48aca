import { describe, expect, it } from 'vitest';
import { Sandbox } from '../core/sandbox.ts';
import { answerWebRequest, sandboxTarget } from './web-request.ts';
import { answerKnobRequest } from './knob-routes.ts';

const origin = 'http://localhost:4173';

describe('sandbox over HTTP', () => {
  it('reads the host and path from /sandbox/<host>/...', () => {
    expect(sandboxTarget(new URL(`${origin}/sandbox/base/api/x`))).toEqual({ host: 'base', path: '/api/x' });
    expect(sandboxTarget(new URL(`${origin}/sandbox/nowhere/api/x`))).toBeNull();
    expect(sandboxTarget(new URL(`${origin}/assets/x.js`))).toBeNull();
  });

  it('answers a JSON call and refuses a body that is not JSON', async () => {
    const sandbox = new Sandbox();
    const ok = await answerWebRequest(sandbox, new Request(`${origin}/sandbox/maintenance/api/maintain/CheckMaintain`));
    expect(await ok.json()).toMatchObject({ StatusCode: 200, Data: false });
    const bad = await answerWebRequest(
      sandbox,
      new Request(`${origin}/sandbox/base/api/idcm/customer/Customer/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{nope',
      }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ Msg: 'body: is not valid JSON' });
  });

  it('names the missing field of a bad body', async () => {
    const sandbox = new Sandbox();
    const answer = await answerWebRequest(
      sandbox,
      new Request(`${origin}/sandbox/base/api/idcm/customer/Customer/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).Msg).toMatch(/^body\.\w+: is required$/);
  });

  it('reads a form-encoded body with the types of the schema', async () => {
    const sandbox = new Sandbox();
    const answer = await answerWebRequest(
      sandbox,
      new Request(`${origin}/sandbox/base/api/idcm/foundation/app/Announcement/GetAppLatestAnnouncement`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'top=5&LanguageType=fr',
      }),
    );
    const body = await answer.json();
    expect(body.StatusCode).toBe(200);
    expect(body.Data).toHaveLength(5);
  });
});

describe('knobs over HTTP', () => {
  const knob = (sandbox: Sandbox, name: string, body?: unknown) =>
    answerKnobRequest(
      sandbox,
      new Request(
        `${origin}/__sandbox/${name}`,
        body === undefined ? { method: 'GET' } : { method: 'POST', body: JSON.stringify(body) },
      ),
    );

  it('makes a deposit arrive, refuses a confirmed withdrawal and settles a pay-in, naming what is missing', async () => {
    const sandbox = new Sandbox();
    const deposit = await knob(sandbox, 'deposit', { coin: 'usdt', chain: 'ERC20', amount: '25.5', credit: true });
    expect(await deposit.json()).toMatchObject({ status: 'completed', txId: expect.stringMatching(/^0x/) });
    expect((await knob(sandbox, 'deposit', { coin: 'USDT', chain: 'SOL', amount: '1' })).status).toBe(400);
    expect((await knob(sandbox, 'deposit', { coin: 'USDT', amount: '1', account: 'nobody@example.com' })).status).toBe(
      404,
    );
    expect((await knob(sandbox, 'withdrawal', { outcome: 'refused' })).status).toBe(404);
    expect((await knob(sandbox, 'pay-in', { outcome: 'paid' })).status).toBe(404);
    expect((await knob(sandbox, 'pay-in', { outcome: 'lost' })).status).toBe(400);
  });

  it('switches maintenance on', async () => {
    const sandbox = new Sandbox();
    expect((await knob(sandbox, 'maintenance', { on: true })).status).toBe(200);
    expect(sandbox.state.maintenance.on).toBe(true);
  });

  it('refuses a knob body that does not fit, naming the field', async () => {
    const sandbox = new Sandbox();
    const answer = await knob(sandbox, 'http-status', { status: 500 });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatch(/^status:/);
  });

  it('lists the knobs when asked for an unknown one', async () => {
    const answer = await knob(new Sandbox(), 'nope', {});
    expect(answer.status).toBe(404);
    expect((await answer.json()).error).toContain('maintenance');
  });

  it('sets a forced code for a named operation', async () => {
    const sandbox = new Sandbox();
    await knob(sandbox, 'answer-code', { operationId: 'maintainCheckMaintain', code: 51038 });
    expect(sandbox.knobs.forcedCodes.get('maintainCheckMaintain')).toMatchObject({ code: 51038, remaining: 1 });
  });

  it('loses the answer of the next call of a named operation, once, carried out or not as told', async () => {
    const sandbox = new Sandbox();
    const signIn = () =>
      answerWebRequest(
        sandbox,
        new Request(`${origin}/sandbox/base/api/idcm/customer/Customer/SignIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Account: 'demo@example.com', Password: 'Demo1234!' }),
        }),
      );
    const sessions = () => sandbox.state.core.sessions.byToken.size;
    const before = sessions();
    await knob(sandbox, 'lose-answer', { operationId: 'customerSignIn' });
    expect((await signIn()).type).toBe('error');
    expect(sessions()).toBe(before);
    await knob(sandbox, 'lose-answer', { operationId: 'customerSignIn', carriedOut: true });
    expect((await signIn()).type).toBe('error');
    expect(sessions()).toBe(before + 1);
    expect(sandbox.calls.get('customerSignIn')).toBe(2);
    expect(await (await signIn()).json()).toMatchObject({ StatusCode: 200 });
  });

  it("credits a customer's spot balance, and refuses an unknown account or coin", async () => {
    const sandbox = new Sandbox();
    const answer = await knob(sandbox, 'credit', { coin: 'USDC', amount: '250.5' });
    expect(await answer.json()).toMatchObject({ account: 'demo@example.com', coin: 'USDC', available: '1050.5' });
    expect((await knob(sandbox, 'credit', { account: 'nobody@example.com', coin: 'USDC', amount: '1' })).status).toBe(
      404,
    );
    expect((await knob(sandbox, 'credit', { coin: 'ZZZ', amount: '1' })).status).toBe(404);
    expect((await knob(sandbox, 'credit', { coin: 'USDC', amount: '-1' })).status).toBe(400);
  });

  it('resets the state', async () => {
    const sandbox = new Sandbox();
    sandbox.state.maintenance.on = true;
    await knob(sandbox, 'reset', {});
    expect(sandbox.state.maintenance.on).toBe(false);
  });
});
