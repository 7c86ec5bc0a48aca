/** State the payment module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type PaymentState = Record<string, never>;

export function createPaymentState(_core: CoreState): PaymentState {
  return {};
}
