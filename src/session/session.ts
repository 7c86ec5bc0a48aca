/** The app-wide session actor, and what the rest of the app does with it. */
import { createActor, fromPromise } from 'xstate';
import type { ApiSession } from '../api/context.ts';
import { customerLogOut } from '../../generated/operations/customerLogOut.ts';
import { callOperation } from '../api/operation.ts';
import { onOtherTabs, tellOtherTabs } from './other-tabs.ts';
import { refreshTokens } from './refresh-tokens.ts';
import { sessionMachine } from './session-machine.ts';
import {
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  storeTokens,
  storeUser,
  type SessionUser,
} from './session-storage.ts';

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: { refreshTokens: fromPromise(({ input }) => refreshTokens(input)) },
    actions: {
      clearStorage: () => clearStoredSession(),
      tellOtherTabs: () => tellOtherTabs({ type: 'signedOut' }),
    },
  }),
);
sessionActor.start();

onOtherTabs((message) => {
  if (message.type === 'signedOut') sessionActor.send({ type: 'SIGNED_OUT', reason: 'otherTab' });
});

/** Reads the stored session once the cookie prefix is known. */
export function startSession(): void {
  const stored = readStoredSession();
  sessionActor.send({ type: 'START', user: stored.user, token: stored.token });
}

/** The session as the api layer sees it: the token to send, and the refresh queue. */
export const apiSession: ApiSession = {
  token: readStoredToken,
  refreshed: (failedToken) =>
    new Promise((reply) => {
      const stored = readStoredSession();
      sessionActor.send({
        type: 'REFRESH_NEEDED',
        failedToken,
        storedToken: stored.token,
        storedRefreshToken: stored.refreshToken,
        reply,
      });
    }),
};

/** After a successful sign-in, registration or QR confirmation. */
export function completeSignIn(
  tokens: { Token: string; RefreshToken: string },
  user: SessionUser & Record<string, unknown>,
): void {
  storeTokens(tokens.Token, tokens.RefreshToken);
  storeUser(user);
  sessionActor.send({ type: 'SIGNED_IN', user });
}

export function userLoaded(user: SessionUser & Record<string, unknown>): void {
  storeUser(user);
  sessionActor.send({ type: 'USER_LOADED', user });
}

/** Ends the session locally (logout answered, or a catalogue code ended it). */
export function endSession(reason: 'logout' | 'code'): void {
  if (sessionActor.getSnapshot().matches('signedIn')) sessionActor.send({ type: 'SIGNED_OUT', reason });
  else clearStoredSession();
}

let leaveForLogin: () => Promise<unknown> = async () => {};

/** Where the app goes after a logout (the app sets /user/login); it goes there before the session clears. */
export function onLoggedOut(go: () => Promise<unknown>): void {
  leaveForLogin = go;
}

/**
 * Logs out: on success the app goes to /user/login and the session is cleared (here and in other
 * tabs). Leaving first means a page that needs sign-in never sends the visitor to sign in with
 * itself as the return path. A session the server no longer knows is cleared as well.
 */
export async function logout(): Promise<boolean> {
  const result = await callOperation(customerLogOut, {}, { ignore: [51001] });
  const alreadyGone =
    !result.ok &&
    ((result.error.kind === 'http' && result.error.status === 401) ||
      (result.error.kind === 'code' && String(result.error.code) === '51001'));
  if (!result.ok && !alreadyGone) return false;
  loggingOut = true;
  try {
    await leaveForLogin();
    endSession('logout');
  } finally {
    loggingOut = false;
  }
  return true;
}

let loggingOut = false;
/**
 * Whether a logout is on its way to the login page, the session not yet cleared: the login page
 * then stays, rather than sending the still signed-in customer on to its return path.
 */
export const isLoggingOut = (): boolean => loggingOut;
