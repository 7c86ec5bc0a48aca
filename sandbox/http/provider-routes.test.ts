import { describe, expect, it } from 'vitest';
import { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from './knob-routes.ts';
import { answerProviderRequest } from './provider-routes.ts';

const origin = 'http://localhost:4173';
const post = (path: string, body: unknown) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const log = async (sandbox: Sandbox) =>
  (await answerKnobRequest(sandbox, new Request(`${origin}/__sandbox/providers`))).json();

describe('the stand-in chat and analytics providers', () => {
  it('serve their scripts and count each load', async () => {
    const sandbox = new Sandbox();
    const script = await answerProviderRequest(sandbox, new Request(`${origin}/__sandbox/providers/umami/script.js`));
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.umami');
    await answerProviderRequest(sandbox, new Request(`${origin}/__sandbox/providers/crisp/l.js`));
    expect((await log(sandbox)).loads).toEqual({ umami: 1, crisp: 1 });
  });

  it('record the page views and chat commands the page sends, until a reset', async () => {
    const sandbox = new Sandbox();
    await answerProviderRequest(
      sandbox,
      post('/__sandbox/providers/umami/api/send', { type: 'event', payload: { website: 'w1', url: '/about' } }),
    );
    await answerProviderRequest(
      sandbox,
      post('/__sandbox/providers/crisp/session', {
        websiteId: 'c1',
        command: ['set', 'session:data', [[['page', '/about']]]],
      }),
    );
    expect(await log(sandbox)).toMatchObject({
      pageViews: [{ website: 'w1', url: '/about' }],
      chat: [{ websiteId: 'c1', command: ['set', 'session:data', [[['page', '/about']]]] }],
    });
    sandbox.reset();
    expect(await log(sandbox)).toEqual({ loads: {}, pageViews: [], chat: [] });
  });

  it('refuse what the real providers would not take', async () => {
    const sandbox = new Sandbox();
    expect(
      (await answerProviderRequest(sandbox, post('/__sandbox/providers/umami/api/send', { url: '/about' }))).status,
    ).toBe(400);
    expect(
      (await answerProviderRequest(sandbox, new Request(`${origin}/__sandbox/providers/intercom/widget.js`))).status,
    ).toBe(404);
    expect((await log(sandbox)).pageViews).toEqual([]);
  });
});

describe('the stand-in monitoring collector', () => {
  const reports = async (sandbox: Sandbox) =>
    (await answerKnobRequest(sandbox, new Request(`${origin}/__sandbox/monitoring`))).json();
  const beacon = (body: string) =>
    new Request(`${origin}/__sandbox/providers/monitoring/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });

  it('records each report as the page sent it (a text beacon), until a reset', async () => {
    const sandbox = new Sandbox();
    const report = { type: 'vital', page: 'home', name: 'LCP', value: 812, rating: 'good' };
    expect((await answerProviderRequest(sandbox, beacon(JSON.stringify(report)))).status).toBe(200);
    expect(await reports(sandbox)).toEqual([report]);
    sandbox.reset();
    expect(await reports(sandbox)).toEqual([]);
  });

  it('refuses what is not a report', async () => {
    const sandbox = new Sandbox();
    for (const body of ['not json', '[1]', '{"page":"home"}'])
      expect((await answerProviderRequest(sandbox, beacon(body))).status).toBe(400);
    expect(await reports(sandbox)).toEqual([]);
  });
});
