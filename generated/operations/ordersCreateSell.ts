// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateSell = { id: 'ordersCreateSell', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateSell' } as const;
