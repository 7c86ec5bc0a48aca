// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const traderGetLegalCurrencyList = { id: 'traderGetLegalCurrencyList', host: 'base', method: 'get', path: '/api/idcm/otc/Trader/GetLegalCurrencyList' } as const;
