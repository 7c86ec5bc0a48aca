/** What every spot tab's panel is given by the page. */
import type { Operation } from '../../api/operation.ts';
import type { SearchState } from '../../ui/use-search-state.ts';
import type { CancelRequest } from './use-cancel-flow.tsx';
import type { spotSearch, SpotView } from './spot-search.ts';
import type { TradePair } from './market-precision.ts';

export interface SpotPanelProps {
  view: SpotView;
  set: SearchState<typeof spotSearch>['set'];
  /** The chosen pair, when one is chosen and known; undefined for every pair. */
  pair: TradePair | undefined;
  /** False while a chosen pair's id is still unknown: nothing loads until it is. */
  ready: boolean;
  /** Whether any filter is set (an empty list then says so). */
  filtered: boolean;
  ask: <O extends Operation>(request: CancelRequest<O>) => void;
}
