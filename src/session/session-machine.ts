/**
 * The session as a state machine: signed out or signed in, and while signed in the refresh
 * queue. However many calls meet an expired token, one refresh runs; every queued call is then
 * answered with the new token (to replay) or with null (to fail).
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { SessionUser } from './session-storage.ts';

/** Answers a queued call: the token to replay it with, or null to let it fail. */
export type Reply = (token: string | null) => void;

export type RefreshOutcome = { kind: 'refreshed'; token: string } | { kind: 'refused' } | { kind: 'failed' };

export interface SessionContext {
  user: SessionUser | null;
  waiting: Reply[];
  /** Why the session last ended while this page was open (null when it has not). */
  endedBy: 'logout' | 'otherTab' | 'code' | 'refreshRefused' | 'noRefreshToken' | null;
}

export type SessionEvent =
  | { type: 'START'; user: SessionUser | null; token: string | null }
  | { type: 'SIGNED_IN'; user: SessionUser }
  | { type: 'USER_LOADED'; user: SessionUser }
  | {
      type: 'REFRESH_NEEDED';
      failedToken: string | null;
      storedToken: string | null;
      storedRefreshToken: string | null;
      reply: Reply;
    }
  | { type: 'SIGNED_OUT'; reason: 'logout' | 'otherTab' | 'code' };

export type SessionEmitted =
  | { type: 'signInRequired' }
  | { type: 'signedOut'; reason: 'logout' | 'otherTab' | 'code' | 'refreshRefused' | 'noRefreshToken' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshTokens: fromPromise<RefreshOutcome, { failedToken: string | null; refreshToken: string }>(async () => ({
      kind: 'failed',
    })),
  },
  guards: {
    startsSignedIn: ({ event }) =>
      event.type === 'START' && !!event.token && event.user?.HasPassedLoginValidation === true,
    tokenAlreadyReplaced: ({ event }) => {
      assertEvent(event, 'REFRESH_NEEDED');
      return !!event.storedToken && event.storedToken !== event.failedToken;
    },
    noRefreshToken: ({ event }) => {
      assertEvent(event, 'REFRESH_NEEDED');
      return !event.storedRefreshToken;
    },
    refreshed: (_, outcome: RefreshOutcome) => outcome.kind === 'refreshed',
    refused: (_, outcome: RefreshOutcome) => outcome.kind === 'refused',
  },
  actions: {
    rememberUser: assign({ user: ({ event }) => ('user' in event ? event.user : null), endedBy: null }),
    rememberWhyEnded: assign({
      endedBy: ({ event }) =>
        event.type === 'SIGNED_OUT'
          ? event.reason
          : event.type === 'REFRESH_NEEDED'
            ? ('noRefreshToken' as const)
            : ('refreshRefused' as const),
    }),
    forgetUser: assign({ user: null }),
    replyWithStoredToken: ({ event }) => {
      assertEvent(event, 'REFRESH_NEEDED');
      event.reply(event.storedToken);
    },
    replyNull: ({ event }) => {
      assertEvent(event, 'REFRESH_NEEDED');
      event.reply(null);
    },
    enqueue: assign({
      waiting: ({ context, event }) => {
        assertEvent(event, 'REFRESH_NEEDED');
        return [...context.waiting, event.reply];
      },
    }),
    answerWaitingWithNewToken: ({ context }, outcome: RefreshOutcome) => {
      const token = outcome.kind === 'refreshed' ? outcome.token : null;
      for (const reply of context.waiting) reply(token);
    },
    answerWaitingWithNull: ({ context }) => {
      for (const reply of context.waiting) reply(null);
    },
    emptyQueue: assign({ waiting: [] }),
    // Side effects the app provides (storage, cross-tab message); no-ops by default.
    clearStorage: () => {},
    tellOtherTabs: () => {},
    announceSignInRequired: emit({ type: 'signInRequired' }),
    announceSignedOut: emit(({ event }) => ({
      type: 'signedOut' as const,
      reason:
        event.type === 'SIGNED_OUT'
          ? event.reason
          : event.type === 'REFRESH_NEEDED'
            ? ('noRefreshToken' as const)
            : ('refreshRefused' as const),
    })),
  },
}).createMachine({
  id: 'session',
  context: { user: null, waiting: [], endedBy: null },
  initial: 'starting',
  states: {
    starting: {
      on: {
        START: [{ guard: 'startsSignedIn', target: 'signedIn', actions: 'rememberUser' }, { target: 'signedOut' }],
      },
    },
    signedOut: {
      on: {
        SIGNED_IN: { target: 'signedIn', actions: 'rememberUser' },
        REFRESH_NEEDED: { actions: 'replyNull' },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        USER_LOADED: { actions: 'rememberUser' },
        SIGNED_IN: { actions: 'rememberUser' },
        SIGNED_OUT: [
          {
            guard: ({ event }) => event.reason === 'otherTab',
            target: 'signedOut',
            actions: ['answerWaitingWithNull', 'emptyQueue', 'forgetUser', 'rememberWhyEnded', 'announceSignedOut'],
          },
          {
            target: 'signedOut',
            actions: [
              'answerWaitingWithNull',
              'emptyQueue',
              'forgetUser',
              'rememberWhyEnded',
              'clearStorage',
              'tellOtherTabs',
              'announceSignedOut',
            ],
          },
        ],
      },
      states: {
        idle: {
          on: {
            REFRESH_NEEDED: [
              { guard: 'tokenAlreadyReplaced', actions: 'replyWithStoredToken' },
              {
                guard: 'noRefreshToken',
                target: '#session.signedOut',
                actions: [
                  'replyNull',
                  'forgetUser',
                  'rememberWhyEnded',
                  'clearStorage',
                  'announceSignedOut',
                  'announceSignInRequired',
                ],
              },
              { target: 'refreshing', actions: 'enqueue' },
            ],
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshTokens',
            input: ({ event }) => {
              assertEvent(event, 'REFRESH_NEEDED');
              return { failedToken: event.failedToken, refreshToken: event.storedRefreshToken ?? '' };
            },
            onDone: [
              {
                guard: { type: 'refreshed', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'answerWaitingWithNewToken', params: ({ event }) => event.output }, 'emptyQueue'],
              },
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: '#session.signedOut',
                actions: [
                  'answerWaitingWithNull',
                  'emptyQueue',
                  'forgetUser',
                  'rememberWhyEnded',
                  'clearStorage',
                  'tellOtherTabs',
                  'announceSignedOut',
                  'announceSignInRequired',
                ],
              },
              { target: 'idle', actions: ['answerWaitingWithNull', 'emptyQueue'] },
            ],
            onError: { target: 'idle', actions: ['answerWaitingWithNull', 'emptyQueue'] },
          },
          on: {
            REFRESH_NEEDED: { actions: 'enqueue' },
          },
        },
      },
    },
  },
});
