/**
 * Maintenance (spec section 4): a check at start-up, code 99999 from any call, and while in
 * maintenance a re-check every 30 s. The app follows what it emits: enter (go to /update) and
 * leave (go home from /update). A success with Data true is read as "in maintenance".
 */
import { fromPromise, setup, emit } from 'xstate';

export type CheckOutcome = 'open' | 'maintenance' | 'failed';

export const maintenanceMachine = setup({
  types: {
    events: {} as { type: 'CHECK' } | { type: 'MAINTENANCE_CODE' },
    emitted: {} as { type: 'enterMaintenance' } | { type: 'leaveMaintenance' },
  },
  actors: {
    checkMaintenance: fromPromise<CheckOutcome>(async () => 'failed'),
  },
  delays: {
    recheckInterval: 30_000,
  },
  guards: {
    isOpen: (_, outcome: CheckOutcome) => outcome === 'open',
  },
  actions: {
    announceEnter: emit({ type: 'enterMaintenance' }),
    announceLeave: emit({ type: 'leaveMaintenance' }),
  },
}).createMachine({
  id: 'maintenance',
  initial: 'checking',
  states: {
    checking: {
      // Code 99999 from a call says maintenance without waiting for the check.
      on: { MAINTENANCE_CODE: { target: 'inMaintenance', actions: 'announceEnter' } },
      invoke: {
        src: 'checkMaintenance',
        onDone: [
          { guard: { type: 'isOpen', params: ({ event }) => event.output }, target: 'open', actions: 'announceLeave' },
          { target: 'inMaintenance', actions: 'announceEnter' },
        ],
        onError: { target: 'inMaintenance', actions: 'announceEnter' },
      },
    },
    open: {
      on: {
        MAINTENANCE_CODE: { target: 'inMaintenance', actions: 'announceEnter' },
        CHECK: 'checking',
      },
    },
    inMaintenance: {
      after: { recheckInterval: 'rechecking' },
      on: { CHECK: 'rechecking' },
    },
    rechecking: {
      invoke: {
        src: 'checkMaintenance',
        onDone: [
          { guard: { type: 'isOpen', params: ({ event }) => event.output }, target: 'open', actions: 'announceLeave' },
          { target: 'inMaintenance' },
        ],
        onError: 'inMaintenance',
      },
    },
  },
});
