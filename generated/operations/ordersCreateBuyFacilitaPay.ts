// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateBuyFacilitaPay = { id: 'ordersCreateBuyFacilitaPay', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateBuyFacilitaPay' } as const;
