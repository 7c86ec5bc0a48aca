/** State the ieo module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type IeoState = Record<string, never>;

export function createIeoState(_core: CoreState): IeoState {
  return {};
}
