// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetActiveKillOrFillOrders = { id: 'tradeGetActiveKillOrFillOrders', host: 'futures', method: 'post', path: '/api/trade/GetActiveKillOrFillOrders' } as const;
