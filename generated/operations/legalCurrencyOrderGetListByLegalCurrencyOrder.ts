// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyOrderGetListByLegalCurrencyOrder = { id: 'legalCurrencyOrderGetListByLegalCurrencyOrder', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyOrder/GetListByLegalCurrencyOrder' } as const;
