// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateKlicklPayReady = { id: 'ordersCreateKlicklPayReady', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateKlicklPayReady' } as const;
