// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const quickExchangeQueryEstimatePrice = { id: 'quickExchangeQueryEstimatePrice', host: 'base', method: 'post', path: '/api/idcm/foundation/app/QuickExchange/QueryEstimatePrice' } as const;
