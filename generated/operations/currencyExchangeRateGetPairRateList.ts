// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const currencyExchangeRateGetPairRateList = { id: 'currencyExchangeRateGetPairRateList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CurrencyExchangeRate/GetPairRateList' } as const;
