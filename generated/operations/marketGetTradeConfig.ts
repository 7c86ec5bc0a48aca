// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetTradeConfig = { id: 'marketGetTradeConfig', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetTradeConfig' } as const;
