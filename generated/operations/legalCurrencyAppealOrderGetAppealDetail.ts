// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalCurrencyAppealOrderGetAppealDetail = { id: 'legalCurrencyAppealOrderGetAppealDetail', host: 'base', method: 'get', path: '/api/idcm/otc/LegalCurrencyAppealOrder/GetAppealDetail' } as const;
