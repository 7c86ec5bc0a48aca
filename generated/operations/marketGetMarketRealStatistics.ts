// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetMarketRealStatistics = { id: 'marketGetMarketRealStatistics', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetMarketRealStatistics' } as const;
