/** State the otc module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type OtcState = Record<string, never>;

export function createOtcState(_core: CoreState): OtcState {
  return {};
}
