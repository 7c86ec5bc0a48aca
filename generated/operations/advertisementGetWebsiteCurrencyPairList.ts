// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const advertisementGetWebsiteCurrencyPairList = { id: 'advertisementGetWebsiteCurrencyPairList', host: 'base', method: 'get', path: '/api/idcm/otc/Advertisement/GetWebsiteCurrencyPairList' } as const;
