// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const traderGetCoinList = { id: 'traderGetCoinList', host: 'base', method: 'get', path: '/api/idcm/otc/Trader/GetCoinList' } as const;
