// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderUserCancelBuyCoin = { id: 'legalCurrencyOrderUserCancelBuyCoin', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/UserCancelBuyCoin' } as const;
