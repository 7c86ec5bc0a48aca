/** State the market module keeps while the sandbox runs. */
import type { CoreState } from '../state/core.ts';

export type MarketState = Record<string, never>;

export function createMarketState(_core: CoreState): MarketState {
  return {};
}
