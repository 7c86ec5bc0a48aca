/**
 * Login by QR code, one per visit of the QR tab: fetch a code, show it, poll its status every
 * 2 s until the phone app confirms (signed in) or the code expires (refresh gets a new one).
 * A failed call waits for a retry. Stopping the actor (leaving the tab) stops the polling.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult } from '../../../api/call.ts';
import { finishSignIn } from '../finish-sign-in.ts';
import { checkQrStatus, getLoginQr } from '../sign-in-calls.ts';
import type { LoginQr, LoginQrStatus, SignInResult } from '../types.ts';

export interface LoginQrContext {
  qr: LoginQr | null;
  /** The last status CheckQrStatus answered for this code. */
  status: LoginQrStatus['Status'];
  signIn: SignInResult | null;
  error: ApiError | null;
}

export type LoginQrEvent = { type: 'REFRESH' } | { type: 'RETRY' };

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

const errorKinds: ReadonlyArray<unknown> = ['code', 'http', 'timeout', 'network'] satisfies ApiError['kind'][];

function isApiError(thrown: unknown): thrown is ApiError {
  return typeof thrown === 'object' && thrown !== null && 'kind' in thrown && errorKinds.includes(thrown.kind);
}

/** Why a call failed: the ApiError `dataOf` threw; anything else thrown reads as no answer. */
const failureOf = ({ event }: { event: { error: unknown } }): ApiError =>
  isApiError(event.error) ? event.error : { kind: 'network' };

export const loginQrMachine = setup({
  types: { context: {} as LoginQrContext, events: {} as LoginQrEvent },
  actors: {
    getLoginQr: fromPromise<LoginQr>(async () => dataOf(await getLoginQr())),
    checkQrStatus: fromPromise<LoginQrStatus, { qrId: string }>(async ({ input }) =>
      dataOf(await checkQrStatus(input.qrId)),
    ),
  },
  delays: {
    pollInterval: 2000,
    /** The code's own lifetime, in case the status check never gets to say "expired". */
    qrLifetime: ({ context }) => (context.qr?.ExpireSeconds ?? 120) * 1000,
  },
  guards: {
    hasQr: ({ context }) => context.qr !== null,
    isConfirmed: ({ context }) => context.status === 'confirmed' && context.signIn !== null,
    isExpired: ({ context }) => context.status === 'expired',
  },
  actions: {
    forgetQr: assign({ qr: null, status: 'waiting', signIn: null, error: null }),
    storeQr: assign((_, qr: LoginQr) => ({ qr, status: 'waiting' as const })),
    storeStatus: assign((_, answer: LoginQrStatus) => ({ status: answer.Status, signIn: answer.SignIn })),
    storeError: assign((_, error: ApiError) => ({ error })),
    clearError: assign({ error: null }),
    completeSignIn: ({ context }) => {
      if (context.signIn) finishSignIn(context.signIn);
    },
  },
}).createMachine({
  id: 'loginQr',
  context: { qr: null, status: 'waiting', signIn: null, error: null },
  initial: 'fetching',
  states: {
    fetching: {
      entry: 'forgetQr',
      invoke: {
        src: 'getLoginQr',
        onDone: { target: 'showing', actions: { type: 'storeQr', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: failureOf } },
      },
    },
    showing: {
      initial: 'idle',
      after: { qrLifetime: 'expired' },
      states: {
        idle: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'checkQrStatus',
            input: ({ context }) => ({ qrId: context.qr?.QrId ?? '' }),
            onDone: { target: 'answered', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
            onError: {
              target: '#loginQr.failed',
              actions: { type: 'storeError', params: failureOf },
            },
          },
        },
        answered: {
          always: [
            { guard: 'isConfirmed', target: '#loginQr.signedIn' },
            { guard: 'isExpired', target: '#loginQr.expired' },
            { target: 'idle' },
          ],
        },
      },
    },
    expired: { on: { REFRESH: 'fetching' } },
    failed: {
      exit: 'clearError',
      on: { RETRY: [{ guard: 'hasQr', target: 'showing' }, { target: 'fetching' }] },
    },
    signedIn: { type: 'final', entry: 'completeSignIn' },
  },
});
