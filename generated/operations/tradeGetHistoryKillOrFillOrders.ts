// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetHistoryKillOrFillOrders = { id: 'tradeGetHistoryKillOrFillOrders', host: 'futures', method: 'post', path: '/api/trade/GetHistoryKillOrFillOrders' } as const;
