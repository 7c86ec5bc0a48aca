/**
 * Market data the home page and /markets both show (spec section 7, Market): every spot market's
 * live figures, the rankings, the recommended markets, the exchange's statistics, the tradable
 * pairs and each pair's precisions. Public data, kept when the customer signs out.
 */
import type { components } from '../../generated/base.ts';
import { marketGetMarketRank } from '../../generated/operations/marketGetMarketRank.ts';
import { marketGetMarketRealStatistics } from '../../generated/operations/marketGetMarketRealStatistics.ts';
import { marketGetMarketRecommendTrends } from '../../generated/operations/marketGetMarketRecommendTrends.ts';
import { marketGetMarketTrends } from '../../generated/operations/marketGetMarketTrends.ts';
import { marketGetTradeConfig } from '../../generated/operations/marketGetTradeConfig.ts';
import { marketGetTradeVarieties } from '../../generated/operations/marketGetTradeVarieties.ts';
import { apiQuery, contentData, pollEvery, publicData, useApiQuery } from '../api/query.ts';

export type Market = components['schemas']['Market'];
export type MarketRankType = components['schemas']['MarketRankType'];
export type TradeVariety = components['schemas']['TradeVariety'];

/** Live prices reload this often while shown (paused in a hidden tab). */
export const livePricesMs = 5_000;
/** Rankings and exchange-wide figures move slowly. */
const summaryMs = 30_000;

/** Every spot market with its live price and 24h figures. */
export const marketTrendsQuery = () => ({
  ...apiQuery(marketGetMarketTrends),
  ...publicData,
  ...pollEvery(livePricesMs),
});

/** The top ten of a ranking: gainers, losers, volume or new listings. */
export const marketRankQuery = (type: MarketRankType) => ({
  ...apiQuery(marketGetMarketRank, { params: { query: { type } } }),
  ...publicData,
  ...pollEvery(summaryMs),
});

export const recommendedMarketsQuery = () => ({
  ...apiQuery(marketGetMarketRecommendTrends),
  ...publicData,
  ...pollEvery(livePricesMs),
});

/** The exchange's 24h volume (turnover), market, coin and customer counts. */
export const marketStatisticsQuery = () => ({
  ...apiQuery(marketGetMarketRealStatistics),
  ...publicData,
  ...pollEvery(summaryMs),
});

/** The tradable pairs: which quote coins the markets are grouped by. */
export const tradeVarietiesQuery = () => ({ ...apiQuery(marketGetTradeVarieties), ...contentData });

/** One pair's trading rules; its precisions hardly change, so they load once. */
export const tradeConfigQuery = (varietyId: number) => ({
  ...apiQuery(marketGetTradeConfig, { params: { query: { varietyId } } }),
  ...contentData,
});

/** The quote coins of the pairs, each once, in the order the pair list first names them. */
export const quoteCoinsOf = (varieties: readonly TradeVariety[]): string[] => [
  ...new Set(varieties.map((v) => v.QuoteCoin)),
];

export interface PairPrecision {
  /** True until the pair's trade config has come (also while it waits to be asked for). */
  loading: boolean;
  /** Decimals of a price; unknown when the config could not be loaded. */
  price?: number;
  /** Decimals of an amount of the base coin; unknown when the config could not be loaded. */
  amount?: number;
}

/** A pair's precisions from its trade config. `load` false asks for nothing yet (a row scrolling past), but shows what is known. */
export function usePairPrecision(varietyId: number, load = true): PairPrecision {
  const config = useApiQuery({ ...tradeConfigQuery(varietyId), paused: !load });
  if (config.data) return { loading: false, price: config.data.PricePrecision, amount: config.data.AmountPrecision };
  return { loading: !config.isError };
}
