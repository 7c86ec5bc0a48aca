// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const quickExchangeGetQuickExchangeCoinList = { id: 'quickExchangeGetQuickExchangeCoinList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/QuickExchange/GetQuickExchangeCoinList' } as const;
