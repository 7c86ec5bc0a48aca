// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinGetCoinChains = { id: 'coinGetCoinChains', host: 'base', method: 'get', path: '/api/idcm/foundation/app/coin/GetCoinChains' } as const;
