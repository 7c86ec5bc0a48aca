// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const paymentListGetPayTypeByCurrency = { id: 'paymentListGetPayTypeByCurrency', host: 'base', method: 'get', path: '/api/idcm/payment/PaymentList/GetPayTypeByCurrency' } as const;
