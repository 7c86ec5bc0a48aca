// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalPaymentGetCreatedPaymentChannel = { id: 'legalPaymentGetCreatedPaymentChannel', host: 'base', method: 'get', path: '/api/idcm/otc/LegalPayment/GetCreatedPaymentChannel' } as const;
