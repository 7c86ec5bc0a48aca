/** What every futures tab's panel is given by the page. */
import type { Operation } from '../../api/operation.ts';
import type { SearchState } from '../../ui/use-search-state.ts';
import type { CancelRequest } from './use-cancel-flow.tsx';
import type { FuturesContract } from './futures-api.ts';
import type { FuturesNames } from './futures-columns.tsx';
import type { futuresSearch, FuturesView } from './futures-search.ts';

export interface FuturesPanelProps {
  view: FuturesView;
  set: SearchState<typeof futuresSearch>['set'];
  /** The chosen contract, when one is chosen and known; undefined for every contract. */
  contract: FuturesContract | undefined;
  /** False while a chosen contract's id is still unknown: nothing loads until it is. */
  ready: boolean;
  filtered: boolean;
  names: FuturesNames;
  ask: <O extends Operation>(request: CancelRequest<O>) => void;
  /** Opens an order's detail. */
  showDetail: (orderId: number) => void;
}
