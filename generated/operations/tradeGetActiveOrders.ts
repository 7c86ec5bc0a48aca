// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetActiveOrders = { id: 'tradeGetActiveOrders', host: 'futures', method: 'post', path: '/api/trade/GetActiveOrders' } as const;
