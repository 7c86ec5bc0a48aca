// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeCancelOrder = { id: 'tradeCancelOrder', host: 'futures', method: 'post', path: '/api/trade/CancelOrder' } as const;
