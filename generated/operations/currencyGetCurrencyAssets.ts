// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const currencyGetCurrencyAssets = { id: 'currencyGetCurrencyAssets', host: 'base', method: 'post', path: '/api/idcm/assets/Currency/GetCurrencyAssets' } as const;
