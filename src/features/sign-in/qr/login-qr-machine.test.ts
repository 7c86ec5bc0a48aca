// @vitest-environment node
/** The login QR machine with fake calls and short delays: no DOM, no network. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginQr, LoginQrStatus, SignInResult } from '../types.ts';
import { loginQrMachine } from './login-qr-machine.ts';

const signIn: SignInResult = {
  HasPassedLoginValidation: true,
  Token: 'token',
  RefreshToken: 'refresh',
  UserInfo: null,
  VerifyType: null,
  VerifyToken: null,
};

let made = 0;
const newQr = (): LoginQr => ({
  QrId: `qr-${++made}`,
  QrContent: `exchange-web://login?qrId=qr-${made}`,
  ExpireSeconds: 120,
});
const status = (Status: LoginQrStatus['Status']): LoginQrStatus => ({
  Status,
  SignIn: Status === 'confirmed' ? signIn : null,
});

/** Runs the machine; each status check takes the next answer (an Error rejects the call). */
function start(answers: (LoginQrStatus | Error)[], options: { failFetches?: number; lifetimeMs?: number } = {}) {
  let failFetches = options.failFetches ?? 0;
  const fetches = vi.fn(async () => {
    if (failFetches-- > 0) throw { kind: 'network' };
    return newQr();
  });
  const checks = vi.fn(async (_args: { input: { qrId: string } }) => {
    const next = answers.shift() ?? status('waiting');
    if (next instanceof Error) throw { kind: 'network' };
    return next;
  });
  const completeSignIn = vi.fn();
  const actor = createActor(
    loginQrMachine.provide({
      actors: { getLoginQr: fromPromise(fetches), checkQrStatus: fromPromise(checks) },
      delays: { pollInterval: 5, qrLifetime: options.lifetimeMs ?? 60_000 },
      actions: { completeSignIn },
    }),
  );
  actor.start();
  return { actor, fetches, checks, completeSignIn };
}

describe('login QR machine', () => {
  it('shows a code, says when it is scanned, and signs in once the phone confirms', async () => {
    const { actor, checks, completeSignIn } = start([
      status('waiting'),
      status('scanned'),
      status('scanned'),
      status('confirmed'),
    ]);
    await waitFor(actor, (s) => s.context.status === 'scanned');
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.qr?.QrId).toMatch(/^qr-/);
    const done = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(done.status).toBe('done');
    expect(completeSignIn).toHaveBeenCalledTimes(1);
    expect(checks).toHaveBeenCalledTimes(4);
    expect(checks.mock.calls.every(([{ input }]) => input.qrId === done.context.qr?.QrId)).toBe(true);
  });

  it('offers a refresh when the code expires, and the refresh shows a new code', async () => {
    const { actor, fetches } = start([status('waiting'), status('expired')]);
    await waitFor(actor, (s) => s.matches('expired'));
    const expiredId = actor.getSnapshot().context.qr?.QrId;
    actor.send({ type: 'REFRESH' });
    const fresh = await waitFor(actor, (s) => s.matches('showing'));
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(fresh.context.qr?.QrId).not.toBe(expiredId);
    expect(fresh.context.status).toBe('waiting');
    actor.stop();
  });

  it('expires a code at the end of its lifetime even without an answer saying so', async () => {
    const { actor } = start([], { lifetimeMs: 30 });
    await waitFor(actor, (s) => s.matches('expired'));
    actor.stop();
  });

  it('shows an error when a call fails and tries again on retry', async () => {
    const { actor, fetches, checks } = start([new Error('offline'), status('scanned')], { failFetches: 1 });
    const failedFetch = await waitFor(actor, (s) => s.matches('failed'));
    expect(failedFetch.context.error).toEqual({ kind: 'network' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.error).toBeNull();
    // The first status check fails too; a retry goes on polling the same code.
    await waitFor(actor, (s) => s.matches('failed'));
    const qrId = actor.getSnapshot().context.qr?.QrId;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.context.status === 'scanned');
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.qr?.QrId).toBe(qrId);
    expect(checks).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('stops polling once the actor stops (the page or tab is left)', async () => {
    vi.useFakeTimers();
    const { actor, checks } = start([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(checks.mock.calls.length).toBeGreaterThanOrEqual(2);
    actor.stop();
    const calls = checks.mock.calls.length;
    // Many poll intervals later, on the machine's clock.
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    expect(checks).toHaveBeenCalledTimes(calls);
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
