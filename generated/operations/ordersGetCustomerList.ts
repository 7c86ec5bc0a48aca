// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersGetCustomerList = { id: 'ordersGetCustomerList', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/GetCustomerList' } as const;
