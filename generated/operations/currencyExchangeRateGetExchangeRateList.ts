// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const currencyExchangeRateGetExchangeRateList = { id: 'currencyExchangeRateGetExchangeRateList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CurrencyExchangeRate/GetExchangeRateList' } as const;
