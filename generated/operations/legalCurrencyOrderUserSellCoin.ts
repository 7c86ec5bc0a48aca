// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderUserSellCoin = { id: 'legalCurrencyOrderUserSellCoin', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/UserSellCoin' } as const;
