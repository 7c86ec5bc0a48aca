/** State the api-keys module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type ApiKeysState = Record<string, never>;

export function createApiKeysState(_core: CoreState): ApiKeysState {
  return {};
}
