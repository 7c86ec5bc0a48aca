/** State the market module keeps while the sandbox runs: each customer's favourite markets, and the extra markets a knob listed. */
import type { CoreState } from '../state/core.ts';
import { extraMarkets, extraQuoteCoins } from '../seed/extra-markets.ts';
import { seedMarkets, type SeedMarket } from '../seed/markets.ts';
import { prepareFigures } from './market-figures.ts';
import { marketById, marketBySymbol } from './market-prices.ts';

export interface MarketState {
  /** Customer id -> favourite VarietyIds, latest marked first. */
  favorites: Map<number, number[]>;
  /** Markets listed after the seed ones (the `markets` knob), by VarietyId. */
  extra: Map<number, SeedMarket>;
}

const demoFavorites = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];

export function createMarketState(core: CoreState): MarketState {
  const demoId = core.customers.list[0].UserId;
  const ids = demoFavorites.map((symbol) => {
    const [base, quote] = symbol.split('/');
    return marketBySymbol(base, quote)!.VarietyId;
  });
  return { favorites: new Map([[demoId, ids]]), extra: new Map() };
}

/** Lists `count` extra markets after the seed ones, replacing any listed before (0 removes them). */
export function listExtraMarkets(
  state: MarketState,
  count: number,
  quoteCoins: readonly string[] = extraQuoteCoins,
): void {
  const markets = extraMarkets(count, seedMarkets.length + 1, quoteCoins);
  prepareFigures(markets);
  state.extra = new Map(markets.map((m) => [m.VarietyId, m]));
}

/** Every listed market: the seed ones, then the extra ones. */
export const listedMarkets = (state: MarketState): SeedMarket[] =>
  state.extra.size === 0 ? seedMarkets : [...seedMarkets, ...state.extra.values()];

export const listedMarket = (state: MarketState, varietyId: number): SeedMarket | undefined =>
  marketById(varietyId) ?? state.extra.get(varietyId);
