// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalPaymentGetReceiptPaymentMethodFormAsync = { id: 'legalPaymentGetReceiptPaymentMethodFormAsync', host: 'base', method: 'post', path: '/api/idcm/otc/LegalPayment/GetReceiptPaymentMethodFormAsync' } as const;
