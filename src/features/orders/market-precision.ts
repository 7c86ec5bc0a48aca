/**
 * The spot pairs and each pair's price and amount precision (market/GetTradeVarieties and
 * GetTradeConfig), as the order pages need them. Market data shared across areas belongs in
 * src/data/markets.ts; these queries keep the same keys, so they can move there as they are.
 */
import type { components } from '../../../generated/base.ts';
import { marketGetTradeConfig } from '../../../generated/operations/marketGetTradeConfig.ts';
import { marketGetTradeVarieties } from '../../../generated/operations/marketGetTradeVarieties.ts';
import { apiQuery, contentData, useApiQuery } from '../../api/query.ts';

export type TradePair = components['schemas']['TradeVariety'];

export const tradePairsQuery = () => ({ ...apiQuery(marketGetTradeVarieties), ...contentData });

/** A pair the exchange no longer lists answers 10004: its figures then fall back to the precision table, without a toast. */
export const tradeConfigQuery = (varietyId: number) => ({
  ...apiQuery(marketGetTradeConfig, { params: { query: { varietyId } } }, { ignore: ['10004'] }),
  ...contentData,
});

export interface PairPrecision {
  /** Decimal places of a price, or undefined when the pair's rules are unknown. */
  price?: number;
  /** Decimal places of an amount of the base coin, or undefined when unknown. */
  amount?: number;
  loading: boolean;
}

/** One pair's precisions; every figure of the same pair shares one request. */
export function usePairPrecision(varietyId: number): PairPrecision {
  const config = useApiQuery(tradeConfigQuery(varietyId));
  return { price: config.data?.PricePrecision, amount: config.data?.AmountPrecision, loading: config.isPending };
}

/** The pair's symbol in an address: BTC/USDT is BTC_USDT. */
export const pairSlug = (symbol: string): string => symbol.replace('/', '_');
