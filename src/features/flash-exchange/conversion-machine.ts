/**
 * A conversion's life as one machine: the customer's request is quoted (after a pause in typing);
 * the quote holds until its expiry by the server's clock, then asks to be refreshed; the review
 * and the send are the money-action kit's: once the kit sends the reviewed quote (CONFIRM) it holds
 * until the kit's outcome comes back (SENT). A placed order is followed until it succeeds or fails;
 * a refusal because the price moved or the quote expired fetches a new quote at once; a placement
 * without an answer is an outcome not known yet, never sent again.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiError, ApiResult } from '../../api/call.ts';
import { reload } from '../../api/query-cache.ts';
import { staleAfter } from './stale.ts';
import type { SendOutcome } from '../../money-action/outcome.ts';
import { serverNow } from '../../session/server-clock.ts';
import { checkOrder, quoteGone, requestQuote, type FlashOrder, type PlacedOrder, type Quote } from './flash-api.ts';
import type { ConversionRequest } from './quote-rules.ts';

/** A quote and the moment (server clock, epoch ms) it stops holding. */
export interface HeldQuote extends Quote {
  expiresAt: number;
}

export type ConversionProblem =
  /** The server refused to quote it; its message says why. */
  | { kind: 'refused'; error: ApiError }
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
  /** The kit sends the reviewed quote: it holds until the answer. */
  | { type: 'CONFIRM' }
  /** What the kit's send ended in. */
  | { type: 'SENT'; outcome: SendOutcome<PlacedOrder> }
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

/** An invoked call's answer: the params of the guards and actions that read it. */
const output = <T>({ event }: { event: { output: T } }): T => event.output;
/** The kit's outcome of the placement: the params of the guards and actions that read it. */
const sent = ({ event }: { event: ConversionEvent }): SendOutcome<PlacedOrder> => {
  assertEvent(event, 'SENT');
  return event.outcome;
};
const errorIn = (answer: ApiResult<unknown>): ApiError => (answer.ok ? { kind: 'network' } : answer.error);
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
    answered: (_, answer: ApiResult<unknown>) => answer.ok,
    stillPending: (_, answer: ApiResult<FlashOrder>) => answer.ok && answer.data.Status === 'pending',
    succeeded: (_, answer: ApiResult<FlashOrder>) => answer.ok && answer.data.Status === 'success',
    placed: (_, outcome: SendOutcome<PlacedOrder>) => outcome.kind === 'done',
    /** The price moved or the quote expired before the order reached the server. */
    quoteGone: (_, outcome: SendOutcome<PlacedOrder>) => quoteGone(outcome),
    /** No answer: the order may or may not have been placed. */
    unanswered: (_, outcome: SendOutcome<PlacedOrder>) => outcome.kind === 'unknown',
  },
  actions: {
    storeRequest: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return {
        ...fresh(event.request),
        previous: samePair(event.request, context.quote) ? context.quote : context.previous,
      };
    }),
    storeQuote: assign(({ context }, answer: ApiResult<Quote>) => {
      if (!answer.ok) return {};
      const quote = { ...answer.data, expiresAt: serverNow() + answer.data.ExpireSeconds * 1000 };
      const keep = context.quote ?? context.previous;
      return { quote, previous: samePair(context.request, keep) ? keep : null };
    }),
    forgetQuote: assign({ quote: null }),
    storeOrderId: assign((_, outcome: SendOutcome<PlacedOrder>) =>
      outcome.kind === 'done' ? { orderId: outcome.result.OrderId, problem: null } : {},
    ),
    storeOrder: assign((_, answer: ApiResult<FlashOrder>) => (answer.ok ? { order: answer.data, problem: null } : {})),
    noteRefusal: assign((_, answer: ApiResult<unknown>) => ({
      problem: { kind: 'refused', error: errorIn(answer) } satisfies ConversionProblem,
    })),
    noteExpiredInReview: assign({ problem: (): ConversionProblem => ({ kind: 'expiredInReview' }) }),
    noteLostTrack: assign((_, answer: ApiResult<unknown>) => ({
      problem: { kind: 'lostTrack', error: errorIn(answer) } satisfies ConversionProblem,
    })),
    noteUnexpected: assign({ problem: (): ConversionProblem => ({ kind: 'refused', error: { kind: 'network' } }) }),
    clearProblem: assign({ problem: null }),
    startAgain: assign(() => fresh(null)),
    /** The order settled: the balances it moved and the conversions list change once more. */
    reloadBalances: () => void reload(staleAfter.conversion),
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
          {
            guard: { type: 'answered', params: output },
            target: 'quoted',
            actions: { type: 'storeQuote', params: output },
          },
          { target: 'unquoted', actions: [{ type: 'noteRefusal', params: output }, 'forgetQuote'] },
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
      on: {
        CHANGE: {},
        SENT: [
          {
            guard: { type: 'placed', params: sent },
            target: 'following',
            actions: { type: 'storeOrderId', params: sent },
          },
          { guard: { type: 'quoteGone', params: sent }, target: 'quoting' },
          { guard: { type: 'unanswered', params: sent }, target: 'unknown' },
          // Any other refusal is the kit's to show; the quote holds until it expires.
          { target: 'quoted.showing' },
        ],
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
              {
                guard: { type: 'stillPending', params: output },
                target: 'waiting',
                actions: { type: 'storeOrder', params: output },
              },
              {
                guard: { type: 'succeeded', params: output },
                target: '#conversion.done',
                actions: [{ type: 'storeOrder', params: output }, 'reloadBalances'],
              },
              {
                guard: { type: 'answered', params: output },
                target: '#conversion.failed',
                actions: [{ type: 'storeOrder', params: output }, 'reloadBalances'],
              },
              { target: 'lost', actions: { type: 'noteLostTrack', params: output } },
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
