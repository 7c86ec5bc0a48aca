// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinGetDefaultWebSiteCoinList = { id: 'coinGetDefaultWebSiteCoinList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/coin/GetDefaultWebSiteCoinList' } as const;
