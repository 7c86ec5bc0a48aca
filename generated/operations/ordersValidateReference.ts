// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersValidateReference = { id: 'ordersValidateReference', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/ValidateReference' } as const;
