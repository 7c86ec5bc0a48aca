/** State the foundation module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type FoundationState = Record<string, never>;

export function createFoundationState(_core: CoreState): FoundationState {
  return {};
}
