/** State the digital-fiat module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type DigitalFiatState = Record<string, never>;

export function createDigitalFiatState(_core: CoreState): DigitalFiatState {
  return {};
}
