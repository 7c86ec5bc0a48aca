// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetMarketRecommendTrends = { id: 'marketGetMarketRecommendTrends', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetMarketRecommendTrends' } as const;
