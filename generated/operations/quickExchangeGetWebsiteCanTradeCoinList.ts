// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const quickExchangeGetWebsiteCanTradeCoinList = { id: 'quickExchangeGetWebsiteCanTradeCoinList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/QuickExchange/GetWebsiteCanTradeCoinList' } as const;
