/**
 * The lost-security-item flow as one machine: step 1 names the account, the lost item and proves
 * the others (a ticket); step 2 enters and checks the replacement; step 3 commits it. Progress
 * lives only in this machine, so a step reached without the earlier ones starts again at step 1.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { endSession } from '../../session/session.ts';
import { checkReplacementCode, commitReplacement, lookUpAccount, proveItems } from './security-item-api.ts';
import {
  itemsToProve,
  type AccountInput,
  type BindInfo,
  type ItemCodes,
  type Outcome,
  type Problem,
  type Replacement,
  type SecurityItem,
  type Step,
  type Ticket,
} from './security-item-types.ts';

export interface SecurityItemContext {
  account: AccountInput | null;
  bindInfo: BindInfo | null;
  lost: SecurityItem | null;
  ticket: Ticket | null;
  replacement: Replacement | null;
  replacementChecked: boolean;
  problem: Problem | null;
  /** A reload or a direct link reached a later step without the earlier ones. */
  restarted: boolean;
}

export type SecurityItemEvent =
  | { type: 'VISIT'; step: Step }
  | { type: 'LOOK_UP'; account: AccountInput }
  | { type: 'CHOOSE'; item: SecurityItem }
  | { type: 'PROVE'; codes: ItemCodes }
  | { type: 'REPLACE'; replacement: Replacement }
  | { type: 'CONTINUE' }
  | { type: 'COMMIT' }
  | { type: 'BACK' }
  | { type: 'RESTART' };

const fresh = (account: AccountInput | null): SecurityItemContext => ({
  account,
  bindInfo: null,
  lost: null,
  ticket: null,
  replacement: null,
  replacementChecked: false,
  problem: null,
  restarted: false,
});

/** The outcome an invoked call finished with: the params of the guards and actions that read it. */
const output = <T>({ event }: { event: { output: T } }): T => event.output;
const problemIn = (outcome: Outcome<unknown>): Problem | null => (outcome.ok ? null : outcome.problem);
const visited = (event: SecurityItemEvent) => (event.type === 'VISIT' ? event.step : null);

export const securityItemMachine = setup({
  types: { context: {} as SecurityItemContext, events: {} as SecurityItemEvent },
  actors: {
    lookUpAccount: fromPromise<Outcome<BindInfo>, AccountInput>(({ input }) => lookUpAccount(input)),
    proveItems: fromPromise<Outcome<Ticket>, { account: AccountInput; codes: ItemCodes }>(({ input }) =>
      proveItems(input.account, input.codes),
    ),
    checkReplacementCode: fromPromise<Outcome<true>, Replacement>(({ input }) => checkReplacementCode(input)),
    commitReplacement: fromPromise<
      Outcome<true>,
      { ticket: Ticket; lost: SecurityItem; replacement: Replacement | null }
    >(({ input }) => commitReplacement(input.ticket, input.lost, input.replacement)),
  },
  guards: {
    succeeded: (_, outcome: Outcome<unknown>) => outcome.ok,
    visits: ({ event }, params: { step: Step }) => visited(event) === params.step,
    /** Step 2 needs the ticket of step 1. */
    mayEnterSecondStep: ({ context, event }) => visited(event) === 'secondStep' && context.ticket !== null,
    /** Step 3 needs the ticket and a checked replacement (none for a lost Google authenticator). */
    mayEnterThirdStep: ({ context, event }) =>
      visited(event) === 'thirdStep' &&
      context.ticket !== null &&
      (context.replacementChecked || context.lost === 'google'),
    hasItemsToProve: ({ context, event }) =>
      event.type === 'CHOOSE' && context.bindInfo !== null && itemsToProve(context.bindInfo, event.item).length > 0,
    lostGoogle: ({ context }) => context.lost === 'google',
    /** Refusals of the replacement (its code, or a phone or address another account has). */
    replacementRefused: (_, outcome: Outcome<unknown>) =>
      ['code', 'targetTaken'].includes(problemIn(outcome)?.kind ?? ''),
    /** The ticket expired, or did not prove every other item: only starting again helps. */
    ticketUnusable: (_, outcome: Outcome<unknown>) =>
      ['ticketExpired', 'notProved'].includes(problemIn(outcome)?.kind ?? ''),
  },
  actions: {
    forgetProgress: assign(({ context }) => fresh(context.account)),
    noteRestart: assign({ restarted: true }),
    storeAccount: assign(({ event }) =>
      event.type === 'LOOK_UP' ? { account: event.account, restarted: false, problem: null } : {},
    ),
    storeBindInfo: assign((_, outcome: Outcome<BindInfo>) => (outcome.ok ? { bindInfo: outcome.value } : {})),
    storeLostItem: assign(({ event }) => (event.type === 'CHOOSE' ? { lost: event.item, problem: null } : {})),
    storeTicket: assign((_, outcome: Outcome<Ticket>) => (outcome.ok ? { ticket: outcome.value, problem: null } : {})),
    storeReplacement: assign(({ event }) =>
      event.type === 'REPLACE' ? { replacement: event.replacement, replacementChecked: false, problem: null } : {},
    ),
    markReplacementChecked: assign({ replacementChecked: true, problem: null }),
    markReplacementUnchecked: assign({ replacementChecked: false }),
    forgetTicket: assign({ ticket: null, replacementChecked: false }),
    noteProblem: assign((_, outcome: Outcome<unknown>) => ({ problem: problemIn(outcome) })),
    noteUnexpected: assign({ problem: (): Problem => ({ kind: 'failed', message: { id: 'error.request' } }) }),
    clearProblem: assign({ problem: null }),
    /** Every session of the customer ended; a session in this browser is gone too. */
    endLocalSession: () => endSession('code'),
  },
}).createMachine({
  id: 'securityItem',
  context: fresh(null),
  initial: 'firstStep',
  on: {
    VISIT: [
      { guard: { type: 'visits', params: { step: 'firstStep' } }, target: '.firstStep', actions: 'forgetProgress' },
      { guard: 'mayEnterSecondStep', target: '.secondStep', actions: 'clearProblem' },
      { guard: 'mayEnterThirdStep', target: '.thirdStep', actions: 'clearProblem' },
      { target: '.firstStep', actions: ['forgetProgress', 'noteRestart'] },
    ],
    RESTART: { target: '.firstStep', actions: 'forgetProgress' },
  },
  states: {
    firstStep: {
      initial: 'account',
      on: { VISIT: { guard: { type: 'visits', params: { step: 'firstStep' } } } },
      states: {
        account: { on: { LOOK_UP: { target: 'lookingUp', actions: 'storeAccount' } } },
        lookingUp: {
          invoke: {
            src: 'lookUpAccount',
            input: ({ context }) => context.account!,
            onDone: [
              {
                guard: { type: 'succeeded', params: output },
                target: 'choosing',
                actions: { type: 'storeBindInfo', params: output },
              },
              { target: 'account', actions: { type: 'noteProblem', params: output } },
            ],
            onError: { target: 'account', actions: 'noteUnexpected' },
          },
        },
        choosing: {
          on: {
            CHOOSE: [
              { guard: 'hasItemsToProve', target: 'proving', actions: 'storeLostItem' },
              { target: 'noOtherItem', actions: 'storeLostItem' },
            ],
            BACK: { target: 'account', actions: 'clearProblem' },
          },
        },
        noOtherItem: { on: { BACK: 'choosing' } },
        proving: {
          on: {
            PROVE: 'verifying',
            BACK: { target: 'choosing', actions: 'clearProblem' },
          },
        },
        verifying: {
          invoke: {
            src: 'proveItems',
            input: ({ context, event }) => ({
              account: context.account!,
              codes: event.type === 'PROVE' ? event.codes : {},
            }),
            onDone: [
              {
                guard: { type: 'succeeded', params: output },
                target: '#securityItem.secondStep',
                actions: { type: 'storeTicket', params: output },
              },
              { target: 'proving', actions: { type: 'noteProblem', params: output } },
            ],
            onError: { target: 'proving', actions: 'noteUnexpected' },
          },
        },
      },
    },
    secondStep: {
      initial: 'deciding',
      on: {
        VISIT: { guard: { type: 'visits', params: { step: 'secondStep' } } },
        BACK: { target: 'firstStep', actions: 'forgetProgress' },
      },
      states: {
        deciding: { always: [{ guard: 'lostGoogle', target: 'googleOff' }, { target: 'entering' }] },
        googleOff: { on: { CONTINUE: '#securityItem.thirdStep' } },
        entering: { on: { REPLACE: { target: 'checking', actions: 'storeReplacement' } } },
        checking: {
          invoke: {
            src: 'checkReplacementCode',
            input: ({ context }) => context.replacement!,
            onDone: [
              {
                guard: { type: 'succeeded', params: output },
                target: '#securityItem.thirdStep',
                actions: 'markReplacementChecked',
              },
              { target: 'entering', actions: { type: 'noteProblem', params: output } },
            ],
            onError: { target: 'entering', actions: 'noteUnexpected' },
          },
        },
      },
    },
    thirdStep: {
      initial: 'confirming',
      on: { VISIT: { guard: { type: 'visits', params: { step: 'thirdStep' } } } },
      states: {
        confirming: {
          on: {
            COMMIT: { target: 'committing', actions: 'clearProblem' },
            BACK: { target: '#securityItem.secondStep', actions: 'clearProblem' },
          },
        },
        committing: {
          invoke: {
            src: 'commitReplacement',
            input: ({ context }) => ({
              ticket: context.ticket!,
              lost: context.lost!,
              replacement: context.replacement,
            }),
            onDone: [
              {
                guard: { type: 'succeeded', params: output },
                target: 'done',
                actions: ['forgetTicket', 'endLocalSession'],
              },
              {
                guard: { type: 'replacementRefused', params: output },
                target: '#securityItem.secondStep.entering',
                actions: [{ type: 'noteProblem', params: output }, 'markReplacementUnchecked'],
              },
              {
                guard: { type: 'ticketUnusable', params: output },
                target: 'startOver',
                actions: [{ type: 'noteProblem', params: output }, 'forgetTicket'],
              },
              { target: 'confirming', actions: { type: 'noteProblem', params: output } },
            ],
            onError: { target: 'confirming', actions: 'noteUnexpected' },
          },
        },
        startOver: {},
        done: {},
      },
    },
  },
});

export type SecurityItemSnapshot = SnapshotFrom<typeof securityItemMachine>;

/** The step (and so the address) a snapshot is at. */
export function stepOf(snapshot: SecurityItemSnapshot): Step {
  if (snapshot.matches('secondStep')) return 'secondStep';
  if (snapshot.matches('thirdStep')) return 'thirdStep';
  return 'firstStep';
}
