// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderUserBuyCoinConfirmPayment = { id: 'legalCurrencyOrderUserBuyCoinConfirmPayment', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/UserBuyCoinConfirmPayment' } as const;
