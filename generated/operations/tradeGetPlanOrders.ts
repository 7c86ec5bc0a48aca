// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetPlanOrders = { id: 'tradeGetPlanOrders', host: 'futures', method: 'post', path: '/api/trade/GetPlanOrders' } as const;
