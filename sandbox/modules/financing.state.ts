/** State the financing module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type FinancingState = Record<string, never>;

export function createFinancingState(_core: CoreState): FinancingState {
  return {};
}
