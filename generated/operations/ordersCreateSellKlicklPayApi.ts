// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateSellKlicklPayApi = { id: 'ordersCreateSellKlicklPayApi', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateSellKlicklPayApi' } as const;
