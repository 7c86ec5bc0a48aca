// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetMarketRank = { id: 'marketGetMarketRank', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetMarketRank' } as const;
