/** State the customer module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type CustomerState = Record<string, never>;

export function createCustomerState(_core: CoreState): CustomerState {
  return {};
}
