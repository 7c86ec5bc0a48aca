// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderUserBuyCoin = { id: 'legalCurrencyOrderUserBuyCoin', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/UserBuyCoin' } as const;
