// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetMarketTrends = { id: 'marketGetMarketTrends', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetMarketTrends' } as const;
