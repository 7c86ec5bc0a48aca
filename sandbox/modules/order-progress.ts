/** The spot and futures books catch up with the sandbox clock before any call reads or changes them. */
import type { SandboxState } from '../state/index.ts';
import { advanceFutures } from './futures-progress.ts';
import { advanceSpot } from './spot-progress.ts';

export function advanceOrderBooks(state: SandboxState): void {
  advanceSpot(state);
  advanceFutures(state);
}
