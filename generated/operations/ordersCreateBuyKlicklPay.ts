// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateBuyKlicklPay = { id: 'ordersCreateBuyKlicklPay', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateBuyKlicklPay' } as const;
