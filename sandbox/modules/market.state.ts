/** State the market module keeps while the sandbox runs: each customer's favourite markets. */
import type { CoreState } from '../state/core.ts';
import { marketBySymbol } from './market-prices.ts';

export interface MarketState {
  /** Customer id -> favourite VarietyIds, latest marked first. */
  favorites: Map<number, number[]>;
}

const demoFavorites = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];

export function createMarketState(core: CoreState): MarketState {
  const demoId = core.customers.list[0].UserId;
  const ids = demoFavorites.map((symbol) => {
    const [base, quote] = symbol.split('/');
    return marketBySymbol(base, quote)!.VarietyId;
  });
  return { favorites: new Map([[demoId, ids]]) };
}
