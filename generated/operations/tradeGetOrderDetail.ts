// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeGetOrderDetail = { id: 'tradeGetOrderDetail', host: 'futures', method: 'post', path: '/api/trade/GetOrderDetail' } as const;
