/** Whether the exchange is in maintenance; switched by the sandbox's maintenance knob. */
import type { CoreState } from '../state/core.ts';

export interface MaintenanceState {
  on: boolean;
}

export function createMaintenanceState(_core: CoreState): MaintenanceState {
  return { on: false };
}
