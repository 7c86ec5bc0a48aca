// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderUserSellCoinConfirmReceipt = { id: 'legalCurrencyOrderUserSellCoinConfirmReceipt', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/UserSellCoinConfirmReceipt' } as const;
