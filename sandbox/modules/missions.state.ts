/** State the missions module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type MissionsState = Record<string, never>;

export function createMissionsState(_core: CoreState): MissionsState {
  return {};
}
