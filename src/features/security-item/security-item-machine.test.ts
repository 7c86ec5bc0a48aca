// @vitest-environment node
/** The flow machine alone, every call faked with .provide(): nothing is rendered. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { securityItemMachine, stepOf } from './security-item-machine.ts';
import type {
  AccountInput,
  BindInfo,
  ItemCodes,
  Outcome,
  Problem,
  Replacement,
  SecurityItem,
  Ticket,
} from './security-item-types.ts';

const demoInfo: BindInfo = { Phone: '803****567', AreaCode: '234', Email: 'de**@example.com', GoogleEnabled: false };
const emailOnly: BindInfo = { Phone: null, AreaCode: null, Email: 'ne**@example.com', GoogleEnabled: false };
const twofaInfo: BindInfo = { Phone: null, AreaCode: null, Email: 'tw**@example.com', GoogleEnabled: true };
const account: AccountInput = { kind: 'email', email: 'demo@example.com' };
const newEmail: Replacement = { kind: 'email', email: 'new@example.com', code: '123456' };
const ticket: Ticket = { token: 'ticket-1', expiresInSeconds: 600 };
const fail = (problem: Problem) => ({ ok: false as const, problem });

interface Fakes {
  lookUp?: Outcome<BindInfo>;
  prove?: Outcome<Ticket>;
  check?: Outcome<true>;
  commit?: Outcome<true>;
}

/** The machine with every call faked; the calls each fake received are recorded. */
function start(fakes: Fakes = {}) {
  const received = {
    prove: [] as ItemCodes[],
    check: [] as Replacement[],
    commit: [] as { lost: SecurityItem; replacement: Replacement | null }[],
  };
  const endLocalSession = vi.fn();
  const actor = createActor(
    securityItemMachine.provide({
      actors: {
        lookUpAccount: fromPromise(async () => fakes.lookUp ?? { ok: true, value: demoInfo }),
        proveItems: fromPromise(
          async ({ input }: { input: { account: AccountInput; codes: ItemCodes } }) => (
            received.prove.push(input.codes),
            fakes.prove ?? { ok: true, value: ticket }
          ),
        ),
        checkReplacementCode: fromPromise(
          async ({ input }: { input: Replacement }) => (
            received.check.push(input),
            fakes.check ?? { ok: true, value: true as const }
          ),
        ),
        commitReplacement: fromPromise(
          async ({ input }: { input: { ticket: Ticket; lost: SecurityItem; replacement: Replacement | null } }) => (
            received.commit.push(input),
            fakes.commit ?? { ok: true, value: true as const }
          ),
        ),
      },
      actions: { endLocalSession },
    }),
  );
  actor.start();
  const settle = (state: string) => waitFor(actor, (s) => s.matches(state as never));
  return { actor, received, endLocalSession, settle };
}

/** Runs step 1 for the demo customer who lost the mail address. */
async function throughFirstStep(fakes: Fakes = {}, lost: SecurityItem = 'email') {
  const flow = start(fakes);
  flow.actor.send({ type: 'LOOK_UP', account });
  await flow.settle('firstStep.choosing');
  flow.actor.send({ type: 'CHOOSE', item: lost });
  flow.actor.send({ type: 'PROVE', codes: { phone: '111111' } });
  await flow.settle('secondStep');
  return flow;
}

async function throughSecondStep(fakes: Fakes = {}) {
  const flow = await throughFirstStep(fakes);
  flow.actor.send({ type: 'REPLACE', replacement: newEmail });
  await flow.settle('thirdStep');
  return flow;
}

describe('step 1: the account and the items it still has', () => {
  it('looks the account up, then offers the bound items', async () => {
    const { actor, settle } = start();
    expect(stepOf(actor.getSnapshot())).toBe('firstStep');
    actor.send({ type: 'LOOK_UP', account });
    expect(actor.getSnapshot().matches({ firstStep: 'lookingUp' })).toBe(true);
    await settle('firstStep.choosing');
    expect(actor.getSnapshot().context).toMatchObject({ account, bindInfo: demoInfo, problem: null });
  });

  it('stays on the account with the problem when no account has it', async () => {
    const { actor, settle } = start({ lookUp: fail({ kind: 'accountUnknown' }) });
    actor.send({ type: 'LOOK_UP', account });
    await settle('firstStep.account');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'accountUnknown' });
  });

  it('stays on the account with a general problem when the look-up itself fails', async () => {
    const failing = createActor(
      securityItemMachine.provide({
        actors: {
          lookUpAccount: fromPromise<Outcome<BindInfo>, AccountInput>(() => Promise.reject(new Error('offline'))),
        },
      }),
    ).start();
    failing.send({ type: 'LOOK_UP', account });
    await waitFor(failing, (s) => s.matches({ firstStep: 'account' }));
    expect(failing.getSnapshot().context.problem).toEqual({ kind: 'failed', message: { id: 'error.request' } });
  });

  it('asks for the codes of the other items once the lost one is chosen', async () => {
    const { actor, settle } = start();
    actor.send({ type: 'LOOK_UP', account });
    await settle('firstStep.choosing');
    actor.send({ type: 'CHOOSE', item: 'email' });
    expect(actor.getSnapshot().matches({ firstStep: 'proving' })).toBe(true);
    expect(actor.getSnapshot().context.lost).toBe('email');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ firstStep: 'choosing' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
  });

  it('says there is nothing left to prove when the lost item is the only one bound', async () => {
    const { actor, settle } = start({ lookUp: { ok: true, value: emailOnly } });
    actor.send({ type: 'LOOK_UP', account });
    await settle('firstStep.choosing');
    actor.send({ type: 'CHOOSE', item: 'email' });
    expect(actor.getSnapshot().matches({ firstStep: 'noOtherItem' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ firstStep: 'choosing' })).toBe(true);
  });

  it('moves to step 2 with the ticket once the other items are proved', async () => {
    const { actor, received } = await throughFirstStep();
    expect(received.prove).toEqual([{ phone: '111111' }]);
    expect(actor.getSnapshot().matches({ secondStep: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.ticket).toEqual(ticket);
  });

  it('keeps step 1 with the code problem on its field when a code is wrong', async () => {
    const { actor, settle } = start({ prove: fail({ kind: 'code', field: 'phone', reason: 'expired' }) });
    actor.send({ type: 'LOOK_UP', account });
    await settle('firstStep.choosing');
    actor.send({ type: 'CHOOSE', item: 'email' });
    actor.send({ type: 'PROVE', codes: { phone: '111111' } });
    await settle('firstStep.proving');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'code', field: 'phone', reason: 'expired' });
    expect(actor.getSnapshot().context.ticket).toBeNull();
  });
});

describe('step 2: the replacement', () => {
  it('goes to step 3 when the code of the new address is valid', async () => {
    const { actor, received } = await throughSecondStep();
    expect(received.check).toEqual([newEmail]);
    expect(actor.getSnapshot().context).toMatchObject({ replacement: newEmail, replacementChecked: true });
  });

  it('explains an expired code on step 2', async () => {
    const { actor, settle } = await throughFirstStep({
      check: fail({ kind: 'code', field: 'replacement', reason: 'expired' }),
    });
    actor.send({ type: 'REPLACE', replacement: newEmail });
    await settle('secondStep.entering');
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { kind: 'code', reason: 'expired' },
      replacementChecked: false,
    });
  });

  it('asks nothing for a lost Google authenticator: it will be switched off', async () => {
    const { actor, settle } = start({ lookUp: { ok: true, value: twofaInfo } });
    actor.send({ type: 'LOOK_UP', account: { kind: 'email', email: 'twofa@example.com' } });
    await settle('firstStep.choosing');
    actor.send({ type: 'CHOOSE', item: 'google' });
    actor.send({ type: 'PROVE', codes: { email: '222222' } });
    await settle('secondStep.googleOff');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ thirdStep: 'confirming' })).toBe(true);
  });

  it('goes back to step 1 without the ticket', async () => {
    const { actor } = await throughFirstStep();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ account, ticket: null, restarted: false });
  });
});

describe('step 3: the commit', () => {
  it('commits the replacement, ends the local session and forgets the ticket', async () => {
    const { actor, settle, received, endLocalSession } = await throughSecondStep();
    actor.send({ type: 'COMMIT' });
    await settle('thirdStep.done');
    expect(received.commit).toEqual([expect.objectContaining({ lost: 'email', replacement: newEmail })]);
    expect(endLocalSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.ticket).toBeNull();
  });

  it('sends a refused replacement code back to step 2', async () => {
    const { actor, settle } = await throughSecondStep({
      commit: fail({ kind: 'code', field: 'replacement', reason: 'expired' }),
    });
    actor.send({ type: 'COMMIT' });
    await settle('secondStep.entering');
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { kind: 'code', reason: 'expired' },
      replacementChecked: false,
      ticket,
    });
  });

  it.each([{ kind: 'ticketExpired' }, { kind: 'notProved' }] as const)(
    'asks to start again when the ticket is refused ($kind)',
    async (problem) => {
      const { actor, settle } = await throughSecondStep({ commit: fail(problem) });
      actor.send({ type: 'COMMIT' });
      await settle('thirdStep.startOver');
      expect(actor.getSnapshot().context).toMatchObject({ problem, ticket: null });
      actor.send({ type: 'RESTART' });
      expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
    },
  );

  it('stays on the confirmation with any other failure', async () => {
    const message = { id: 'error.server' };
    const { actor, settle } = await throughSecondStep({ commit: fail({ kind: 'failed', message }) });
    actor.send({ type: 'COMMIT' });
    await settle('thirdStep.confirming');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed', message });
  });

  it('goes back to step 2 keeping the ticket and the replacement', async () => {
    const { actor } = await throughSecondStep();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ secondStep: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ ticket, replacement: newEmail });
  });
});

describe('the address of a step', () => {
  it('sends a direct visit to step 2 or 3 back to step 1, saying so', () => {
    for (const step of ['secondStep', 'thirdStep'] as const) {
      const { actor } = start();
      actor.send({ type: 'VISIT', step });
      expect(stepOf(actor.getSnapshot())).toBe('firstStep');
      expect(actor.getSnapshot().context.restarted).toBe(true);
    }
  });

  it('ignores a visit to the step the flow is at', async () => {
    const { actor } = await throughFirstStep();
    actor.send({ type: 'VISIT', step: 'secondStep' });
    expect(actor.getSnapshot().matches({ secondStep: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.ticket).toEqual(ticket);
  });

  it('sends a visit to step 3 before the replacement is checked back to step 1', async () => {
    const { actor } = await throughFirstStep();
    actor.send({ type: 'VISIT', step: 'thirdStep' });
    expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ restarted: true, ticket: null });
  });

  it('follows the browser back and forward between steps already reached', async () => {
    const { actor } = await throughSecondStep();
    actor.send({ type: 'VISIT', step: 'secondStep' });
    expect(actor.getSnapshot().matches({ secondStep: 'entering' })).toBe(true);
    actor.send({ type: 'VISIT', step: 'thirdStep' });
    expect(actor.getSnapshot().matches({ thirdStep: 'confirming' })).toBe(true);
    actor.send({ type: 'VISIT', step: 'firstStep' });
    expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ account, ticket: null, restarted: false });
  });

  it('starts again when a step is visited after the commit spent the ticket', async () => {
    const { actor, settle } = await throughSecondStep();
    actor.send({ type: 'COMMIT' });
    await settle('thirdStep.done');
    actor.send({ type: 'VISIT', step: 'thirdStep' });
    expect(actor.getSnapshot().matches({ thirdStep: 'done' })).toBe(true);
    actor.send({ type: 'VISIT', step: 'secondStep' });
    expect(actor.getSnapshot().matches({ firstStep: 'account' })).toBe(true);
    expect(actor.getSnapshot().context.restarted).toBe(true);
  });

  it('clears the start-again notice once the customer names the account', async () => {
    const { actor, settle } = start();
    actor.send({ type: 'VISIT', step: 'secondStep' });
    actor.send({ type: 'LOOK_UP', account });
    expect(actor.getSnapshot().context.restarted).toBe(false);
    await settle('firstStep.choosing');
  });
});
