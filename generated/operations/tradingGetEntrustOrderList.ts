// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const tradingGetEntrustOrderList = { id: 'tradingGetEntrustOrderList', host: 'base', method: 'post', path: '/api/IDCM/Transaction/Trading/GetEntrustOrderList' } as const;
