// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const paymentListGetPaymentChannelByPayType = { id: 'paymentListGetPaymentChannelByPayType', host: 'base', method: 'get', path: '/api/idcm/payment/PaymentList/GetPaymentChannelByPayType' } as const;
