// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const currencyGetWebsiteSupportCurrencyPairList = { id: 'currencyGetWebsiteSupportCurrencyPairList', host: 'base', method: 'get', path: '/api/idcm/payment/Currency/GetWebsiteSupportCurrencyPairList' } as const;
