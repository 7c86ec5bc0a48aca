/**
 * A conversion's life as one machine: the customer's request is quoted (after a pause in typing);
 * the quote holds until its expiry by the server's clock, then asks to be refreshed; a review and
 * a confirmation place the order, which is followed until it succeeds or fails. A refusal because
 * the price moved or the quote expired fetches a new quote at once; a placement without an answer
 * is an outcome not known yet, never sent again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiError, ApiResult } from '../../api/call.ts';
import { reload } from '../../api/query-cache.ts';
import { serverNow } from '../../session/server-clock.ts';
import {
  checkOrder,
  conversionChanges,
  requestQuote,
  type FlashOrder,
  type PlacedOrder,
  type Quote,
} from './flash-api.ts';
import type { ConversionRequest } from './quote-rules.ts';

/** A quote and the moment (server clock, epoch ms) it stops holding. */
export interface HeldQuote extends Quote {
  expiresAt: number;
}

export type ConversionProblem =
  /** The server refused to quote or place it; its message says why. */
  | { kind: 'refused'; error: ApiError }
  /** The price moved too far, or the quote expired, between the review and the confirmation: a new quote follows. */
  | { kind: 'requoted'; reason: 'priceMoved' | 'quoteExpired' }
  | { kind: 'insufficient' }
  /** The quote expired while the customer was reviewing it. */
  | { kind: 'expiredInReview' }
  /** The order's status could not be read; asking again is safe. */
  | { kind: 'lostTrack'; error: ApiError };

export interface ConversionContext {
  request: ConversionRequest | null;
  quote: HeldQuote | null;
  /** The quote before the current one for the same pair, to say how far the rate moved. */
  previous: HeldQuote | null;
  orderId: number | null;
  order: FlashOrder | null;
  problem: ConversionProblem | null;
}

export type ConversionEvent =
  | { type: 'CHANGE'; request: ConversionRequest | null }
  | { type: 'REFRESH' }
  | { type: 'REVIEW' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' };

const fresh = (request: ConversionRequest | null): ConversionContext => ({
  request,
  quote: null,
  previous: null,
  orderId: null,
  order: null,
  problem: null,
});

const answerOf = <T>(event: unknown) => (event as { output: ApiResult<T> }).output;
const codeOf = (event: unknown): string | null => {
  const answer = answerOf(event);
  return !answer.ok && answer.error.kind === 'code' ? String(answer.error.code) : null;
};
const errorOf = (event: unknown): ApiError => {
  const answer = answerOf(event);
  return answer.ok ? { kind: 'network' } : answer.error;
};
const samePair = (a: ConversionRequest | null, b: Quote | null) =>
  a !== null && b !== null && a.from === b.FromCoin && a.to === b.ToCoin;

export const conversionMachine = setup({
  types: {
    context: {} as ConversionContext,
    events: {} as ConversionEvent,
    input: {} as { request: ConversionRequest | null },
  },
  actors: {
    fetchQuote: fromPromise<ApiResult<Quote>, ConversionRequest>(({ input }) => requestQuote(input)),
    /** Provided by the page: the placement through its useApiMutation, which reloads the balances. */
    placeOrder: fromPromise<ApiResult<PlacedOrder>, { request: ConversionRequest; price: string }>(() => {
      throw new Error('placeOrder is provided by the page');
    }),
    checkOrder: fromPromise<ApiResult<FlashOrder>, number>(({ input }) => checkOrder(input)),
  },
  delays: {
    typingPause: 400,
    pollInterval: 1_500,
    quoteLifetime: ({ context }) => Math.max(0, (context.quote?.expiresAt ?? 0) - serverNow()),
  },
  guards: {
    hasRequest: ({ event }) => event.type === 'CHANGE' && event.request !== null,
    requested: ({ context }) => context.request !== null,
    answered: ({ event }) => answerOf(event).ok,
    refusedByCode: ({ event }) => codeOf(event) !== null,
    priceMoved: ({ event }) => codeOf(event) === '30002',
    quoteExpired: ({ event }) => codeOf(event) === '30003',
    insufficient: ({ event }) => codeOf(event) === '30001',
    /** No answer: the order may or may not have been placed. */
    unanswered: ({ event }) => ['timeout', 'network'].includes(errorOf(event).kind),
    stillPending: ({ event }) => {
      const answer = answerOf<FlashOrder>(event);
      return answer.ok && answer.data.Status === 'pending';
    },
    succeeded: ({ event }) => {
      const answer = answerOf<FlashOrder>(event);
      return answer.ok && answer.data.Status === 'success';
    },
  },
  actions: {
    storeRequest: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            ...fresh(event.request),
            previous: samePair(event.request, context.quote) ? context.quote : context.previous,
          }
        : {},
    ),
    storeQuote: assign(({ context, event }) => {
      const answer = answerOf<Quote>(event);
      if (!answer.ok) return {};
      const quote = { ...answer.data, expiresAt: serverNow() + answer.data.ExpireSeconds * 1000 };
      const keep = context.quote ?? context.previous;
      return { quote, previous: samePair(context.request, keep) ? keep : null };
    }),
    forgetQuote: assign({ quote: null }),
    storeOrderId: assign({
      orderId: ({ event }) => (answerOf<PlacedOrder>(event) as { ok: true; data: PlacedOrder }).data.OrderId,
      problem: null,
    }),
    storeOrder: assign({
      order: ({ event }) => (answerOf<FlashOrder>(event) as { ok: true; data: FlashOrder }).data,
      problem: null,
    }),
    noteRefusal: assign({ problem: ({ event }) => ({ kind: 'refused', error: errorOf(event) }) as ConversionProblem }),
    notePriceMoved: assign({ problem: { kind: 'requoted', reason: 'priceMoved' } as ConversionProblem }),
    noteQuoteExpired: assign({ problem: { kind: 'requoted', reason: 'quoteExpired' } as ConversionProblem }),
    noteInsufficient: assign({ problem: { kind: 'insufficient' } as ConversionProblem }),
    noteExpiredInReview: assign({ problem: { kind: 'expiredInReview' } as ConversionProblem }),
    noteLostTrack: assign({
      problem: ({ event }) => ({ kind: 'lostTrack', error: errorOf(event) }) as ConversionProblem,
    }),
    noteUnexpected: assign({ problem: { kind: 'refused', error: { kind: 'network' } } as ConversionProblem }),
    clearProblem: assign({ problem: null }),
    startAgain: assign(() => fresh(null)),
    /** The order settled: the balances it moved and the conversions list change once more. */
    reloadBalances: () => void reload(conversionChanges),
  },
}).createMachine({
  id: 'conversion',
  context: ({ input }) => fresh(input.request),
  initial: 'starting',
  on: {
    CHANGE: [
      { guard: 'hasRequest', target: '.waiting', actions: 'storeRequest', reenter: true },
      { target: '.editing', actions: 'storeRequest' },
    ],
  },
  states: {
    starting: { always: [{ guard: 'requested', target: 'quoting' }, { target: 'editing' }] },
    editing: {},
    waiting: { after: { typingPause: 'quoting' } },
    quoting: {
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: 'answered', target: 'quoted', actions: 'storeQuote' },
          { target: 'unquoted', actions: ['noteRefusal', 'forgetQuote'] },
        ],
        onError: { target: 'unquoted', actions: ['noteUnexpected', 'forgetQuote'] },
      },
    },
    unquoted: { on: { RETRY: { target: 'quoting', actions: 'clearProblem' } } },
    quoted: {
      initial: 'showing',
      states: {
        showing: {
          after: { quoteLifetime: '#conversion.expired' },
          on: { REVIEW: { target: 'reviewing', actions: 'clearProblem' } },
        },
        reviewing: {
          after: { quoteLifetime: { target: '#conversion.expired', actions: 'noteExpiredInReview' } },
          on: {
            BACK: { target: 'showing', actions: 'clearProblem' },
            CONFIRM: { target: '#conversion.placing', actions: 'clearProblem' },
          },
        },
      },
    },
    expired: { on: { REFRESH: { target: 'quoting', actions: 'clearProblem' } } },
    placing: {
      on: { CHANGE: {} },
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ request: context.request!, price: context.quote!.Price }),
        onDone: [
          { guard: 'answered', target: 'following', actions: 'storeOrderId' },
          { guard: 'priceMoved', target: 'quoting', actions: 'notePriceMoved' },
          { guard: 'quoteExpired', target: 'quoting', actions: 'noteQuoteExpired' },
          { guard: 'insufficient', target: 'quoted.showing', actions: 'noteInsufficient' },
          { guard: 'unanswered', target: 'unknown' },
          { target: 'quoted.reviewing', actions: 'noteRefusal' },
        ],
        onError: { target: 'unknown' },
      },
    },
    following: {
      initial: 'waiting',
      on: { CHANGE: {} },
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'checkOrder',
            input: ({ context }) => context.orderId!,
            onDone: [
              { guard: 'stillPending', target: 'waiting', actions: 'storeOrder' },
              { guard: 'succeeded', target: '#conversion.done', actions: ['storeOrder', 'reloadBalances'] },
              { guard: 'answered', target: '#conversion.failed', actions: ['storeOrder', 'reloadBalances'] },
              { target: 'lost', actions: 'noteLostTrack' },
            ],
            onError: { target: 'lost', actions: 'noteUnexpected' },
          },
        },
        lost: { on: { RETRY: { target: 'checking', actions: 'clearProblem' } } },
      },
    },
    unknown: { on: { AGAIN: { target: 'editing', actions: 'startAgain' } } },
    done: { on: { AGAIN: { target: 'editing', actions: 'startAgain' } } },
    failed: { on: { AGAIN: { target: 'editing', actions: 'startAgain' } } },
  },
});

export type ConversionSnapshot = SnapshotFrom<typeof conversionMachine>;

/** What the page shows, from the machine's state. */
export type ConversionPhase =
  | 'editing'
  | 'quoting'
  | 'unquoted'
  | 'quoted'
  | 'reviewing'
  | 'expired'
  | 'placing'
  | 'following'
  | 'lost'
  | 'unknown'
  | 'done'
  | 'failed';

const simplePhases = ['editing', 'unquoted', 'expired', 'placing', 'unknown', 'done', 'failed'] as const;

export function phaseOf(snapshot: ConversionSnapshot): ConversionPhase {
  if (snapshot.matches({ quoted: 'reviewing' })) return 'reviewing';
  if (snapshot.matches('quoted')) return 'quoted';
  if (snapshot.matches({ following: 'lost' })) return 'lost';
  if (snapshot.matches('following')) return 'following';
  return simplePhases.find((phase) => snapshot.matches(phase)) ?? 'quoting';
}
