/** State the assets module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type AssetsState = Record<string, never>;

export function createAssetsState(_core: CoreState): AssetsState {
  return {};
}
