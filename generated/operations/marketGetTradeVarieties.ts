// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const marketGetTradeVarieties = { id: 'marketGetTradeVarieties', host: 'base', method: 'get', path: '/api/idcm/market/Market/GetTradeVarieties' } as const;
