// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder = { id: 'legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', host: 'base', method: 'post', path: '/api/idcm/otc/LegalCurrencyAppealOrder/CreateLegalCurrencyAppealOrder' } as const;
