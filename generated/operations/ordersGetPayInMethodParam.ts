// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersGetPayInMethodParam = { id: 'ordersGetPayInMethodParam', host: 'base', method: 'get', path: '/api/idcm/payment/Orders/GetPayInMethodParam' } as const;
