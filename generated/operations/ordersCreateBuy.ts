// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateBuy = { id: 'ordersCreateBuy', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateBuy' } as const;
