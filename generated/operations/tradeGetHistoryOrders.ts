// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetHistoryOrders = { id: 'tradeGetHistoryOrders', host: 'futures', method: 'post', path: '/api/trade/GetHistoryOrders' } as const;
