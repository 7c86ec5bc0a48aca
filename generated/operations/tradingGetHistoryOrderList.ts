// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const tradingGetHistoryOrderList = { id: 'tradingGetHistoryOrderList', host: 'base', method: 'post', path: '/api/IDCM/Transaction/Trading/GetHistoryOrderList' } as const;
