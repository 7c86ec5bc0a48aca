/** The home page's server data: banners and markets, public and shared with the header's market data. */
import { apiQuery, contentData, publicData } from '../../api/query.ts';
import { marketGetMarketRank } from '../../../generated/operations/marketGetMarketRank.ts';
import { marketGetMarketRealStatistics } from '../../../generated/operations/marketGetMarketRealStatistics.ts';
import { marketGetMarketRecommendTrends } from '../../../generated/operations/marketGetMarketRecommendTrends.ts';
import { marketGetMarketTrends } from '../../../generated/operations/marketGetMarketTrends.ts';
import { subBannerGetBannerList } from '../../../generated/operations/subBannerGetBannerList.ts';
import type { Language } from '../../lib/language.ts';

/** Promotions change rarely: the answer start-up asked for early is not asked for again on the first render. */
export const bannersQuery = (languageCode: Language) => ({ ...apiQuery(subBannerGetBannerList, { params: { query: { type: 'home', languageCode } } }), ...contentData });

export type MarketTab = 'trend' | 'gainers' | 'losers' | 'volume';

export const marketsQuery = (tab: MarketTab) =>
  tab === 'trend'
    ? { ...apiQuery(marketGetMarketTrends, { params: { query: { quoteCoin: 'USDT' } } }), ...publicData }
    : { ...apiQuery(marketGetMarketRank, { params: { query: { type: tab } } }), ...publicData };

export const recommendedMarketsQuery = () => ({ ...apiQuery(marketGetMarketRecommendTrends), ...publicData });

export const marketStatisticsQuery = () => ({ ...apiQuery(marketGetMarketRealStatistics), ...publicData });
