/** State the spot module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type SpotState = Record<string, never>;

export function createSpotState(_core: CoreState): SpotState {
  return {};
}
