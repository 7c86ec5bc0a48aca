/**
 * A money action's life as one machine: the customer fills the form (editing), reviews exactly
 * what will be sent and gives the confirmation the account needs (reviewing), and confirms; the
 * call goes once (sending: a second confirmation is not an event this state takes) and ends done,
 * refused (on a field, or on the form as a whole; what was typed stays), or with its outcome
 * unknown (the request left and no answer came: it is never sent again, and what it may have
 * changed reloads). The form's send and what it makes stale are not events: `useMoneyAction`
 * `.provide()`s the `send` actor and the `reloadChanges` action once, reading the form's latest;
 * tests provide their own.
 */
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FactorProof, SecurityFactor } from '../lib/security-factors.ts';
import type { Refusal, SendOutcome } from './outcome.ts';

export interface SendInput {
  request: unknown;
  proof: FactorProof;
  /** What an earlier try of this review achieved (see SendOutcome), or null. */
  progress: unknown;
}

export interface MoneyActionContext {
  request: unknown;
  proof: FactorProof;
  progress: unknown;
  /** The confirmation the server asked for in this review, when it differs from the account's. */
  askedFactors: readonly SecurityFactor[] | null;
  refusal: Refusal | null;
  result: unknown;
  /** How many reviews have opened: each starts with an empty confirmation. */
  reviews: number;
}

export type MoneyActionEvent =
  { type: 'REVIEW'; request: unknown } | { type: 'BACK' } | { type: 'CONFIRM'; proof: FactorProof } | { type: 'CLOSE' };

const outcomeOfEvent = (event: unknown) => (event as { output: SendOutcome<unknown> }).output;
const refusalOfEvent = (event: unknown) => {
  const outcome = outcomeOfEvent(event);
  return outcome.kind === 'refused' ? outcome : null;
};

export const moneyActionMachine = setup({
  types: {
    context: {} as MoneyActionContext,
    events: {} as MoneyActionEvent,
  },
  actors: {
    /** The form's call (or calls) of the action, as a SendOutcome: provided by the form (useMoneyAction). */
    send: fromPromise<SendOutcome<unknown>, SendInput>(() =>
      Promise.reject(new Error('A money action sends through the send its form provides')),
    ),
  },
  guards: {
    succeeded: ({ event }) => outcomeOfEvent(event).kind === 'done',
    unanswered: ({ event }) => outcomeOfEvent(event).kind === 'unknown',
    refusedInReview: ({ event }) => refusalOfEvent(event)?.refusal.at === 'review',
    refusedOnField: ({ event }) => refusalOfEvent(event)?.refusal.field !== undefined,
    /** Part of the send went through before the refusal (a withdrawal applied, not confirmed): data changed. */
    progressed: ({ event }) => refusalOfEvent(event)?.progress !== undefined,
  },
  actions: {
    startReview: assign(({ context, event }) =>
      event.type === 'REVIEW'
        ? {
            request: event.request,
            progress: null,
            askedFactors: null,
            refusal: null,
            result: null,
            reviews: context.reviews + 1,
          }
        : {},
    ),
    takeProof: assign(({ event }) => (event.type === 'CONFIRM' ? { proof: event.proof, refusal: null } : {})),
    forgetRefusal: assign({ refusal: null }),
    storeResult: assign({
      result: ({ event }) => (outcomeOfEvent(event) as { kind: 'done'; result: unknown }).result,
    }),
    storeRefusal: assign(({ context, event }) => {
      const refused = refusalOfEvent(event)!;
      return {
        refusal: refused.refusal,
        progress: refused.progress ?? context.progress,
        askedFactors: refused.factors ?? context.askedFactors,
      };
    }),
    startAgain: assign({ request: null, proof: {}, progress: null, askedFactors: null, refusal: null, result: null }),
    /** Reloads what the action makes stale: provided by the form (useMoneyAction). */
    reloadChanges: () => undefined,
  },
}).createMachine({
  id: 'moneyAction',
  context: {
    request: null,
    proof: {},
    progress: null,
    askedFactors: null,
    refusal: null,
    result: null,
    reviews: 0,
  },
  initial: 'editing',
  states: {
    editing: { on: { REVIEW: { target: 'reviewing', actions: 'startReview' } } },
    reviewing: {
      on: {
        BACK: { target: 'editing', actions: 'forgetRefusal' },
        CONFIRM: { target: 'sending', actions: 'takeProof' },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({
          request: context.request,
          proof: context.proof,
          progress: context.progress,
        }),
        onDone: [
          { guard: 'succeeded', target: 'done', actions: ['storeResult', 'reloadChanges'] },
          { guard: 'unanswered', target: 'unknown', actions: 'reloadChanges' },
          {
            guard: and(['refusedInReview', 'progressed']),
            target: 'reviewing',
            actions: ['storeRefusal', 'reloadChanges'],
          },
          { guard: 'refusedInReview', target: 'reviewing', actions: 'storeRefusal' },
          { guard: 'refusedOnField', target: 'refused.onField', actions: 'storeRefusal' },
          { target: 'refused.onForm', actions: 'storeRefusal' },
        ],
        // A send that failed on its own may still have left: treated as no answer.
        onError: { target: 'unknown', actions: 'reloadChanges' },
      },
    },
    refused: {
      initial: 'onForm',
      states: { onField: {}, onForm: {} },
      on: { REVIEW: { target: 'reviewing', actions: 'startReview' } },
    },
    done: {
      on: {
        REVIEW: { target: 'reviewing', actions: 'startReview' },
        CLOSE: { target: 'editing', actions: 'startAgain' },
      },
    },
    unknown: { on: { CLOSE: { target: 'editing', actions: 'startAgain' } } },
  },
});

export type MoneyActionSnapshot = SnapshotFrom<typeof moneyActionMachine>;

/** What the form shows, from the machine's state. */
export type MoneyActionPhase =
  'editing' | 'reviewing' | 'sending' | 'done' | 'refusedOnField' | 'refusedOnForm' | 'unknown';

export function phaseOf(snapshot: MoneyActionSnapshot): MoneyActionPhase {
  if (snapshot.matches({ refused: 'onField' })) return 'refusedOnField';
  if (snapshot.matches({ refused: 'onForm' })) return 'refusedOnForm';
  return (['reviewing', 'sending', 'done', 'unknown'] as const).find((phase) => snapshot.matches(phase)) ?? 'editing';
}
