// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { moneyActionMachine, phaseOf, type SendInput } from './money-action-machine.ts';
import type { SendOutcome } from './outcome.ts';

function run(answers: SendOutcome<unknown>[]) {
  const sent: SendInput[] = [];
  const reloads = vi.fn();
  const actor = createActor(
    moneyActionMachine.provide({
      actors: {
        send: fromPromise<SendOutcome<unknown>, SendInput>(async ({ input: { request, proof, progress } }) => {
          sent.push({ request, proof, progress });
          return answers.shift()!;
        }),
      },
      actions: { reloadChanges: reloads },
    }),
  ).start();
  const phase = () => phaseOf(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.matches('sending'));
  return { actor, sent, reloads, phase, settled };
}

describe('the money-action machine', () => {
  it('goes from editing through the review to sending once, however often it is confirmed, and reloads when done', async () => {
    const { actor, sent, reloads, phase, settled } = run([{ kind: 'done', result: { id: 7 } }]);
    expect(phase()).toBe('editing');
    actor.send({ type: 'CONFIRM', proof: {} });
    expect(phase()).toBe('editing');
    actor.send({ type: 'REVIEW', request: { amount: '1' } });
    expect(phase()).toBe('reviewing');
    actor.send({ type: 'CONFIRM', proof: { Pin: '123456' } });
    actor.send({ type: 'CONFIRM', proof: { Pin: '123456' } });
    expect(phase()).toBe('sending');
    await settled();
    expect(phase()).toBe('done');
    expect(sent).toEqual([{ request: { amount: '1' }, proof: { Pin: '123456' }, progress: null }]);
    expect(actor.getSnapshot().context.result).toEqual({ id: 7 });
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('goes back to editing from the review, with nothing sent', () => {
    const { actor, sent, phase } = run([]);
    actor.send({ type: 'REVIEW', request: 1 });
    actor.send({ type: 'BACK' });
    expect(phase()).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('lands a refusal on a field of the form, or over the form, and a new review sends again', async () => {
    const { actor, sent, phase, settled } = run([
      { kind: 'refused', refusal: { field: 'amount', id: 'x.amount', at: 'form' } },
      { kind: 'refused', refusal: { id: 'x.suspended', at: 'form' } },
      { kind: 'done', result: null },
    ]);
    actor.send({ type: 'REVIEW', request: 1 });
    actor.send({ type: 'CONFIRM', proof: {} });
    await settled();
    expect(phase()).toBe('refusedOnField');
    expect(actor.getSnapshot().context.refusal).toEqual({ field: 'amount', id: 'x.amount', at: 'form' });
    actor.send({ type: 'REVIEW', request: 2 });
    actor.send({ type: 'CONFIRM', proof: {} });
    await settled();
    expect(phase()).toBe('refusedOnForm');
    actor.send({ type: 'REVIEW', request: 3 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'CONFIRM', proof: {} });
    await settled();
    expect(phase()).toBe('done');
    expect(sent.map((s) => s.request)).toEqual([1, 2, 3]);
  });

  it('keeps the review open on a refusal of the confirmation, with what the first try achieved and the factors asked', async () => {
    const { actor, sent, reloads, phase, settled } = run([
      { kind: 'refused', refusal: { field: 'pin', id: 'x.pin', at: 'review' }, progress: 'rid-1', factors: ['pin'] },
      { kind: 'done', result: null },
    ]);
    actor.send({ type: 'REVIEW', request: 1 });
    actor.send({ type: 'CONFIRM', proof: { Pin: '000000' } });
    await settled();
    expect(phase()).toBe('reviewing');
    expect(actor.getSnapshot().context).toMatchObject({ progress: 'rid-1', askedFactors: ['pin'] });
    expect(reloads).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CONFIRM', proof: { Pin: '123456' } });
    await settled();
    expect(sent[1]).toEqual({ request: 1, proof: { Pin: '123456' }, progress: 'rid-1' });
  });

  it('never sends again once the outcome is unknown, reloads what it may have changed, and starts afresh when closed', async () => {
    const { actor, sent, reloads, phase, settled } = run([{ kind: 'unknown' }]);
    actor.send({ type: 'REVIEW', request: 1 });
    actor.send({ type: 'CONFIRM', proof: {} });
    await settled();
    expect(phase()).toBe('unknown');
    expect(reloads).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CONFIRM', proof: {} });
    actor.send({ type: 'REVIEW', request: 1 });
    expect(phase()).toBe('unknown');
    actor.send({ type: 'CLOSE' });
    expect(phase()).toBe('editing');
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('reads a send that failed on its own as an outcome unknown', async () => {
    const actor = createActor(
      moneyActionMachine.provide({
        actors: { send: fromPromise<SendOutcome<unknown>, SendInput>(() => Promise.reject(new Error('lost'))) },
      }),
    ).start();
    actor.send({ type: 'REVIEW', request: 1 });
    actor.send({ type: 'CONFIRM', proof: {} });
    await waitFor(actor, (s) => !s.matches('sending'));
    expect(phaseOf(actor.getSnapshot())).toBe('unknown');
  });
});
