// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const marketCandles = { id: 'marketCandles', host: 'futures', method: 'post', path: '/api/market/Candles' } as const;
