// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder = { id: 'legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyAppealOrder/GetListByLegalCurrencyAppealOrder' } as const;
