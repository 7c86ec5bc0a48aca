// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const marketRealTimeHandicapFull = { id: 'marketRealTimeHandicapFull', host: 'futures', method: 'post', path: '/api/market/RealTimeHandicapFull' } as const;
