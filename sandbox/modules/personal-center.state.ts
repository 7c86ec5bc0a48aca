/** State the personal-center module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type PersonalCenterState = Record<string, never>;

export function createPersonalCenterState(_core: CoreState): PersonalCenterState {
  return {};
}
