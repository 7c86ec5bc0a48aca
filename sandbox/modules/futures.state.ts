/** State the futures module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type FuturesState = Record<string, never>;

export function createFuturesState(_core: CoreState): FuturesState {
  return {};
}
