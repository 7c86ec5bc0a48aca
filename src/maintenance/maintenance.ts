/** The app-wide maintenance actor: checks the maintenance host, and follows code 99999. */
import { createActor, fromPromise } from 'xstate';
import { useActorValue } from '../lib/use-actor-value.ts';
import { maintainCheckMaintain } from '../../generated/operations/maintainCheckMaintain.ts';
import { callOperation } from '../api/operation.ts';
import { apiEffects } from '../api/effects.ts';
import { maintenanceMachine, type CheckOutcome } from './maintenance-machine.ts';

async function checkMaintenance(): Promise<CheckOutcome> {
  const result = await callOperation(maintainCheckMaintain, {}, { ignore: [99999] });
  if (!result.ok) return 'failed';
  return result.data ? 'maintenance' : 'open';
}

export const maintenanceActor = createActor(
  maintenanceMachine.provide({ actors: { checkMaintenance: fromPromise(checkMaintenance) } }),
);

/** Starts the start-up check; from then on code 99999 from any call moves into maintenance. */
export function startMaintenanceWatch(): void {
  apiEffects.subscribe((effect) => {
    if (effect.type === 'maintenance') maintenanceActor.send({ type: 'MAINTENANCE_CODE' });
  });
  maintenanceActor.start();
}

export const useInMaintenance = (): boolean =>
  useActorValue(maintenanceActor, (s) => s.matches('inMaintenance') || s.matches('rechecking'));
