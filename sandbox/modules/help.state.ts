/** State the help module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type HelpState = Record<string, never>;

export function createHelpState(_core: CoreState): HelpState {
  return {};
}
