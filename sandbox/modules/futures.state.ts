/**
 * State the futures module keeps while the sandbox runs: each customer's favourite contracts,
 * orders, plan and kill-or-fill orders, bills and open positions, and what the sandbox clock will
 * do to them (futures-progress.ts). The demo customer's margins are held (frozen) in the core
 * futures wallet at seed time, so wallet and orders agree.
 */
import { now } from '../core/clock.ts';
import type { CoreState } from '../state/core.ts';
import { seedDemoBook } from './futures-seed.ts';
import type { FuturesBook } from './futures-records.ts';

export interface FuturesState {
  /** Customer id -> favourite ContractIds, latest marked first. */
  favorites: Map<number, number[]>;
  books: Map<number, FuturesBook>;
}

export function createFuturesState(core: CoreState): FuturesState {
  const demoId = core.customers.list[0].UserId;
  return {
    favorites: new Map([[demoId, [1, 2]]]),
    books: new Map([[demoId, seedDemoBook(core.contractBalances, demoId, now())]]),
  };
}

const emptyBook = (): FuturesBook => ({
  activeOrders: [],
  historyOrders: [],
  activePlans: [],
  historyPlans: [],
  activeKillOrFills: [],
  historyKillOrFills: [],
  bills: [],
  positions: [],
  extras: new Map(),
  fills: [],
  triggers: [],
});

/** A customer's book, empty for a customer who never traded futures. */
export function futuresBookOf(state: FuturesState, customerId: number): FuturesBook {
  let book = state.books.get(customerId);
  if (!book) state.books.set(customerId, (book = emptyBook()));
  return book;
}
