// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersGetPayOutMethodParam = { id: 'ordersGetPayOutMethodParam', host: 'base', method: 'get', path: '/api/idcm/payment/Orders/GetPayOutMethodParam' } as const;
