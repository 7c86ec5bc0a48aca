// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetHistoryPlanOrders = { id: 'tradeGetHistoryPlanOrders', host: 'futures', method: 'post', path: '/api/trade/GetHistoryPlanOrders' } as const;
