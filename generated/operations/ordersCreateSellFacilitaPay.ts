// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const ordersCreateSellFacilitaPay = { id: 'ordersCreateSellFacilitaPay', host: 'base', method: 'post', path: '/api/idcm/payment/Orders/CreateSellFacilitaPay' } as const;
