/** State the quick-exchange module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type QuickExchangeState = Record<string, never>;

export function createQuickExchangeState(_core: CoreState): QuickExchangeState {
  return {};
}
