/** State the news module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type NewsState = Record<string, never>;

export function createNewsState(_core: CoreState): NewsState {
  return {};
}
