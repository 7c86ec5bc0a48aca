import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { api } from './clients.ts';
import { call } from './call.ts';
import { callOperation } from './operation.ts';
import { announcementGetAppLatestAnnouncement } from '../../generated/operations/announcementGetAppLatestAnnouncement.ts';
import { apiEffects, type ApiEffect } from './effects.ts';
import { holdAnswers, sandbox } from '../../tests/setup/dom.ts';
import { collectGarbage } from '../../tests/setup/garbage.ts';
import { startApp } from '../../tests/setup/render-app.tsx';

const markets = (options = {}) => call(api().base.GET('/api/idcm/market/Market/GetMarketTrends'), options);

async function effectsOf(code: number | string, options = {}, msg = 'Server says no') {
  startApp();
  sandbox.knobs.forcedCodes.set('marketGetMarketTrends', { code, msg, remaining: 1 });
  const effects: ApiEffect[] = [];
  const stop = apiEffects.subscribe((e) => effects.push(e));
  const result = await markets(options);
  stop();
  return { result, effects };
}

describe('call and the error catalogue', () => {
  it('gives the Data of a success', async () => {
    startApp();
    const result = await markets();
    expect(result.ok && result.data.length).toBeGreaterThan(20);
  });

  it.each([
    [
      51001,
      [
        { type: 'dialog', dialog: 'notLoggedIn' },
        { type: 'sessionEnded', reason: 'code' },
      ],
    ],
    [51038, [{ type: 'dialog', dialog: 'verifyIdentity' }]],
    [42011, [{ type: 'dialog', dialog: 'sessionEnded' }, { type: 'sessionEnded' }]],
    [42024, [{ type: 'dialog', dialog: 'sessionEnded' }, { type: 'sessionEnded' }]],
    [42025, [{ type: 'dialog', dialog: 'sessionEnded' }, { type: 'sessionEnded' }]],
    [99999, [{ type: 'maintenance' }]],
    ['payment:0027', [{ type: 'toast', code: 'payment:0027', message: 'Server says no' }]],
    [77777, [{ type: 'toast', code: 77777, message: null }]],
  ])('applies the effect of code %s and gives the page a code error', async (code, expected) => {
    const { result, effects } = await effectsOf(code);
    expect(result).toMatchObject({ ok: false, error: { kind: 'code', code } });
    expect(effects).toMatchObject(expected);
  });

  it('skips the effect of a code the call ignores', async () => {
    const { result, effects } = await effectsOf(51038, { ignore: [51038] });
    expect(result.ok).toBe(false);
    expect(effects).toEqual([]);
  });

  it.each([77777, 'payment:0027'])(
    'toasts no refusal (%s) the caller shows itself, but still opens the dialogs',
    async (code) => {
      const { result, effects } = await effectsOf(code, { refusalsShown: true });
      expect(result).toMatchObject({ ok: false, error: { kind: 'code', code } });
      expect(effects).toEqual([]);
      expect((await effectsOf(51038, { refusalsShown: true })).effects).toMatchObject([{ type: 'dialog' }]);
    },
  );

  it('gives an http error for an answer outside the envelope codes', async () => {
    startApp();
    const result = await call(api().base.POST('/api/idcm/customer/Customer/SignIn', { body: {} as never }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
  });

  it('sends a form-encoded call as a form, with the typed fields', async () => {
    startApp();
    const result = await callOperation(announcementGetAppLatestAnnouncement, { body: { top: 3, LanguageType: 'fr' } });
    expect(result.ok && result.data).toHaveLength(3);
  });
});

/**
 * The request timeout's own tests: the platform's timer must fire, so they wait for it, briefly (the only
 * real-time timeouts the lint rule `tests-wait-for-effects` lets through). Every page's "no answer" uses the
 * sandbox's lose-answer knob instead.
 */
describe('the request timeout', () => {
  async function clientsTimingOutAfter(timeoutMs: number) {
    startApp();
    const { createApiClients } = await import('./clients.ts');
    const signedOut = { token: () => null, refreshed: async () => null };
    return createApiClients(
      { api: '/sandbox/base', futuresApi: '/sandbox/futures', maintenance: '/sandbox/maintenance' },
      { session: signedOut, language: () => 'en', clientType: () => 0, deviceId: () => 'device-0000', timeoutMs },
    );
  }

  it('gives a timeout error when the answer takes longer than the timeout', async () => {
    const slow = await clientsTimingOutAfter(50);
    holdAnswers('marketGetMarketTrends');
    const result = await call(slow.base.GET('/api/idcm/market/Market/GetMarketTrends'));
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('gives a timeout error when garbage is collected while the call waits', async () => {
    const slow = await clientsTimingOutAfter(200);
    holdAnswers('marketGetMarketTrends');
    const pending = call(slow.base.GET('/api/idcm/market/Market/GetMarketTrends'));
    await waitFor(() => expect(sandbox.calls.get('marketGetMarketTrends')).toBe(1));
    collectGarbage();
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });
});
