// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeCancelKillOrFillOrder = { id: 'tradeCancelKillOrFillOrder', host: 'futures', method: 'post', path: '/api/trade/CancelKillOrFillOrder' } as const;
