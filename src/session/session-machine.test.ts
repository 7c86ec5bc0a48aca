// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type RefreshOutcome } from './session-machine.ts';

const user = {
  HasPassedLoginValidation: true,
  UserId: 1,
  Phone: null,
  Email: 'demo@example.com',
  AreaCode: null,
  UserType: 1,
};

function startSignedIn(refresh: (input: { failedToken: string | null }) => Promise<RefreshOutcome>) {
  const refreshCalls = vi.fn(refresh);
  const clearStorage = vi.fn();
  const tellOtherTabs = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: { refreshTokens: fromPromise(({ input }) => refreshCalls(input)) },
      actions: { clearStorage, tellOtherTabs },
    }),
  ).start();
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.send({ type: 'START', user, token: 'old' });
  const queue = (
    failedToken = 'old',
    stored: { token: string | null; refresh: string | null } = { token: 'old', refresh: 'r1' },
  ) =>
    new Promise<string | null>((reply) =>
      actor.send({
        type: 'REFRESH_NEEDED',
        failedToken,
        storedToken: stored.token,
        storedRefreshToken: stored.refresh,
        reply,
      }),
    );
  return { actor, queue, refreshCalls, clearStorage, tellOtherTabs, emitted };
}

describe('session refresh queue', () => {
  it('runs one refresh for 50 queued calls and answers each with the new token', async () => {
    const { queue, refreshCalls } = startSignedIn(async () => ({ kind: 'refreshed', token: 'new' }));
    const replies = await Promise.all(Array.from({ length: 50 }, () => queue()));
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(replies).toEqual(Array(50).fill('new'));
  });

  it('answers a late call that failed with the old token from the new token, without a second refresh', async () => {
    const { queue, refreshCalls } = startSignedIn(async () => ({ kind: 'refreshed', token: 'new' }));
    await queue();
    expect(await queue('old', { token: 'new', refresh: 'r2' })).toBe('new');
    expect(refreshCalls).toHaveBeenCalledTimes(1);
  });

  it('fails every queued call, signs out and asks for sign-in once when the refresh is refused', async () => {
    const { actor, queue, emitted, clearStorage, tellOtherTabs } = startSignedIn(async () => ({ kind: 'refused' }));
    const replies = await Promise.all(Array.from({ length: 5 }, () => queue()));
    expect(replies).toEqual(Array(5).fill(null));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(emitted.filter((t) => t === 'signInRequired')).toHaveLength(1);
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(tellOtherTabs).toHaveBeenCalledTimes(1);
  });

  it('fails queued calls but keeps the session when the refresh fails for another reason', async () => {
    const { actor, queue, emitted } = startSignedIn(async () => ({ kind: 'failed' }));
    expect(await queue()).toBeNull();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(emitted).not.toContain('signInRequired');
  });

  it('fails the call and asks for sign-in when there is no refresh token', async () => {
    const { actor, queue, refreshCalls, emitted } = startSignedIn(async () => ({ kind: 'refreshed', token: 'new' }));
    expect(await queue('old', { token: 'old', refresh: null })).toBeNull();
    expect(refreshCalls).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(emitted).toContain('signInRequired');
  });

  it('drops late replays after a logout during the refresh', async () => {
    let finish: (outcome: RefreshOutcome) => void = () => {};
    const { actor, queue } = startSignedIn(() => new Promise((resolve) => (finish = resolve)));
    const pending = queue();
    actor.send({ type: 'SIGNED_OUT', reason: 'logout' });
    finish({ kind: 'refreshed', token: 'new' });
    expect(await pending).toBeNull();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('fails calls that meet an expired token while signed out', async () => {
    const { actor, queue } = startSignedIn(async () => ({ kind: 'refreshed', token: 'new' }));
    actor.send({ type: 'SIGNED_OUT', reason: 'logout' });
    expect(await queue()).toBeNull();
  });

  it('signs out without telling other tabs again when another tab signed out', () => {
    const { actor, tellOtherTabs, clearStorage } = startSignedIn(async () => ({ kind: 'failed' }));
    actor.send({ type: 'SIGNED_OUT', reason: 'otherTab' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(tellOtherTabs).not.toHaveBeenCalled();
    expect(clearStorage).not.toHaveBeenCalled();
  });

  it('starts signed out when the stored user has not passed login validation', () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'START', user: { ...user, HasPassedLoginValidation: false }, token: 't' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('why the session ended', () => {
  it('remembers a logout until the next sign-in', async () => {
    const { actor } = startSignedIn(async () => ({ kind: 'failed' }));
    actor.send({ type: 'SIGNED_OUT', reason: 'logout' });
    expect(actor.getSnapshot().context.endedBy).toBe('logout');
    actor.send({ type: 'SIGNED_IN', user });
    expect(actor.getSnapshot().context.endedBy).toBeNull();
  });

  it('remembers a refused refresh', async () => {
    const { actor, queue } = startSignedIn(async () => ({ kind: 'refused' }));
    await queue();
    expect(actor.getSnapshot().context.endedBy).toBe('refreshRefused');
  });
});
