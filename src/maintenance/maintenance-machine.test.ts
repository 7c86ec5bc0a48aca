// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { maintenanceMachine, type CheckOutcome } from './maintenance-machine.ts';

function run(outcomes: CheckOutcome[]) {
  const check = vi.fn(async () => outcomes.shift() ?? 'open');
  const actor = createActor(
    maintenanceMachine.provide({ actors: { checkMaintenance: fromPromise(check) }, delays: { recheckInterval: 20 } }),
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, emitted, check };
}

/** Lets the machine take in what happened: its checks answer within a task. */
const settle = () => new Promise((r) => setTimeout(r));

describe('maintenance', () => {
  it('stays open and announces leaving when the start-up check says not in maintenance', async () => {
    const { actor, emitted } = run(['open']);
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toEqual(['leaveMaintenance']);
  });

  it('enters maintenance when the check says so (Data true)', async () => {
    const { actor, emitted } = run(['maintenance']);
    await settle();
    expect(actor.getSnapshot().value).toBe('inMaintenance');
    expect(emitted).toEqual(['enterMaintenance']);
  });

  it('enters maintenance when the check fails', async () => {
    const { actor } = run(['failed']);
    await settle();
    expect(actor.getSnapshot().value).toBe('inMaintenance');
  });

  it('enters maintenance on code 99999 from any call', async () => {
    const { actor, emitted } = run(['open']);
    await settle();
    actor.send({ type: 'MAINTENANCE_CODE' });
    expect(actor.getSnapshot().value).toBe('inMaintenance');
    expect(emitted).toEqual(['leaveMaintenance', 'enterMaintenance']);
  });

  it('enters maintenance on code 99999 that comes while the start-up check is on its way', async () => {
    const { actor, emitted } = run(['open']);
    actor.send({ type: 'MAINTENANCE_CODE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('inMaintenance');
    expect(emitted).toEqual(['enterMaintenance']);
  });

  it('re-checks on its interval and leaves when maintenance ends', async () => {
    vi.useFakeTimers();
    const { actor, emitted, check } = run(['maintenance', 'maintenance', 'open']);
    // Two intervals of 20 ms on the machine's clock: the second and third checks.
    await vi.advanceTimersByTimeAsync(45);
    vi.useRealTimers();
    expect(check).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toEqual(['enterMaintenance', 'leaveMaintenance']);
  });
});
